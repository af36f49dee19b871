"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { copyText } from "@/components/ui/copy-text";

export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
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
        {state === "copied" ? "Copied to the clipboard." : state === "failed" ? "Copying failed; select the link and copy it by hand." : ""}
      </span>
    </>
  );
}
