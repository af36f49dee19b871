"use client";

import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton, CopyStatus, useCopy } from "@/components/ui/copy-button";
import { WarningIcon } from "@/components/ui/icons";

type Props = { title: string; secret: string; children?: ReactNode; onDismiss: () => void };

/** A signing secret, shown once right after creation or rotation; it lives only in this component's props. */
export function SecretNotice({ title, secret, children, onDismiss }: Props) {
  const copier = useCopy(secret);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-amber-300 bg-amber-50 p-4 shadow-sm sm:p-5">
      <div className="flex gap-3">
        <WarningIcon className="size-5 shrink-0 text-amber-600" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-semibold break-words text-amber-950">
            {title}
          </h2>
          <p className="mt-1 text-sm text-amber-900">
            Your receiver needs this secret to verify signatures. Copy it now and store it somewhere safe.{" "}
            <strong>It will not be shown again.</strong>
          </p>
          {children ? <div className="mt-1 text-sm text-amber-900">{children}</div> : null}
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              data-testid="webhook-secret"
              className="block min-w-0 flex-1 rounded-lg border border-amber-200 bg-white px-3 py-2 font-mono text-sm break-all text-zinc-900 select-all"
            >
              {secret}
            </code>
            <CopyButton text={secret} copier={copier} label="Copy secret" size="md" />
          </div>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <CopyStatus state={copier.state} what="secret" className="text-sm text-amber-900" />
            <Button variant="ghost" size="sm" className="ml-auto" onClick={onDismiss}>
              I have saved it, hide the secret
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
