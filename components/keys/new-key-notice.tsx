"use client";

import { Button } from "@/components/ui/button";
import { CopyButton, CopyStatus, useCopy } from "@/components/ui/copy-button";
import { WarningIcon } from "@/components/ui/icons";

/** The clear key, shown once right after creation; it lives only in this component's props. */
export function NewKeyNotice({ name, apiKey, onDismiss }: { name: string; apiKey: string; onDismiss: () => void }) {
  const copier = useCopy(apiKey);
  return (
    <section aria-labelledby="new-key-title" className="rounded-xl border border-amber-300 bg-amber-50 p-5 shadow-sm">
      <div className="flex gap-3">
        <WarningIcon className="size-5 shrink-0 text-amber-600" />
        <div className="min-w-0 flex-1">
          <h2 id="new-key-title" className="text-sm font-semibold text-amber-950">
            Your new API key “{name}”
          </h2>
          <p className="mt-1 text-sm text-amber-900">
            Copy it now and store it somewhere safe. <strong>It will not be shown again.</strong>
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              data-testid="new-api-key"
              className="block min-w-0 flex-1 rounded-lg border border-amber-200 bg-white px-3 py-2 font-mono text-sm break-all text-zinc-900 select-all"
            >
              {apiKey}
            </code>
            <CopyButton text={apiKey} copier={copier} size="md" />
          </div>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <CopyStatus state={copier.state} what="key" className="text-sm text-amber-900" />
            <Button variant="ghost" size="sm" className="ml-auto" onClick={onDismiss}>
              I have saved it, hide the key
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
