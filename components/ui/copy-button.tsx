"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "./button";
import { copyText } from "./copy-text";

export type CopyState = "idle" | "copied" | "failed";

/** Copies `text` and remembers whether it worked, for a button and the words that say so. */
export function useCopy(text: string, resetAfterMs?: number) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy() {
    setState((await copyText(text)) ? "copied" : "failed");
    clearTimeout(timer.current);
    if (resetAfterMs) timer.current = setTimeout(() => setState("idle"), resetAfterMs);
  }
  return { state, copy };
}

/** What a copy did, in words: "Copied to the clipboard." or how to copy `what` by hand. */
export const copyMessage = (state: CopyState, what: string) =>
  state === "copied"
    ? "Copied to the clipboard."
    : state === "failed"
      ? `Copying failed; select the ${what} and copy it by hand.`
      : "";

/** The words of a copy, read out as they change; visible where the parent places them. */
export function CopyStatus({ state, what, className = "" }: { state: CopyState; what: string; className?: string }) {
  return (
    <p aria-live="polite" className={className}>
      {copyMessage(state, what)}
    </p>
  );
}

interface CopyButtonProps {
  text: string;
  /** The button's words while idle; words for screen readers only go in an sr-only span. */
  label?: ReactNode;
  /** What is copied, for the failure's words ("select the key and copy it by hand"). */
  what?: string;
  /** The copy state kept by the parent (useCopy), when it shows CopyStatus itself. */
  copier?: ReturnType<typeof useCopy>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * Copy, then say whether it worked. Alone it announces the result to screen readers and shows
 * "Copied" on the button for a moment; with a `copier` from useCopy, the parent shows CopyStatus.
 */
export function CopyButton({
  text,
  label = "Copy",
  what = "link",
  copier,
  variant = "secondary",
  size = "sm",
  className,
}: CopyButtonProps) {
  const own = useCopy(text, 2500);
  const { state, copy } = copier ?? own;
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => void copy()}>
        {state === "copied" ? "Copied" : label}
      </Button>
      {copier ? null : <CopyStatus state={state} what={what} className="sr-only" />}
    </>
  );
}
