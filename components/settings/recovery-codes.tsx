"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** The ten recovery codes, shown once right after two-factor sign-in is turned on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard?.writeText(codes.join("\n")).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }
  return (
    <div className="space-y-4">
      <Alert tone="success">Two-factor sign-in is on.</Alert>
      <p className="text-sm text-zinc-700">
        Keep these recovery codes somewhere safe. Each one signs you in once without the app, if you lose your phone.{" "}
        <strong className="font-semibold text-zinc-900">They are shown only now.</strong>
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg border border-zinc-200 bg-zinc-50 p-4 font-mono text-sm text-zinc-900 sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={copy}>
          {copied ? "Copied" : "Copy codes"}
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
