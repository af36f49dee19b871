"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { copyText } from "@/components/ui/copy-text";

/** `failedText` is read out when the clipboard refuses (plain http in some browsers). */
export function CopyButton({
  text,
  label = "Copy",
  failedText = "Copying failed; select the link and copy it by hand.",
}: {
  text: string;
  label?: string;
  failedText?: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  async function copy() {
    setState((await copyText(text)) ? "copied" : "failed");
    setTimeout(() => setState("idle"), 2500);
  }
  return (
    <>
      <Button variant="secondary" size="sm" onClick={copy}>
        {state === "copied" ? "Copied" : label}
      </Button>
      <span aria-live="polite" className="sr-only">
        {state === "copied" ? "Copied to the clipboard." : state === "failed" ? failedText : ""}
      </span>
    </>
  );
}
