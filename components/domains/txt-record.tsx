"use client";

import { CopyButton } from "@/components/ui/copy-button";
import type { Domain } from "./domain-types";

function RecordPart({ label, value, what }: { label: string; value: string; what: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 sm:grid-cols-[4.5rem_minmax(0,1fr)_auto] sm:gap-x-3">
      <dt className="col-span-2 text-xs font-medium tracking-wide text-zinc-500 uppercase sm:col-span-1">{label}</dt>
      <dd className="min-w-0">
        <code className="block rounded-md border border-zinc-200 bg-white px-2.5 py-1.5 font-mono text-xs break-all text-zinc-900 select-all">
          {value}
        </code>
      </dd>
      <dd className="flex items-center">
        <CopyButton
          text={value}
          what={what}
          label={
            <>
              Copy<span className="sr-only"> {what}</span>
            </>
          }
        />
      </dd>
    </div>
  );
}

/** The TXT record that proves the domain is the workspace's, to set at its DNS host. */
export function TxtRecord({ verification }: { verification: Domain["verification"] }) {
  return (
    <section aria-label="TXT record to set" className="rounded-lg border border-zinc-200 bg-zinc-50 p-3 sm:p-4">
      <p className="mb-3 text-sm text-zinc-700">
        At your DNS host, add a <strong className="font-semibold">{verification.type}</strong> record:
      </p>
      <dl className="space-y-3">
        <RecordPart label="Name" value={verification.name} what="name" />
        <RecordPart label="Value" value={verification.value} what="value" />
      </dl>
      <p className="mt-3 text-xs text-zinc-500">
        Point the hostname itself at this install too (an A/AAAA or CNAME record): see the “Deploying” section of the
        README.
      </p>
    </section>
  );
}
