"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { call } from "@/components/ui/api-call";
import { updateDomainContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { DomainStatusBadge, statusExplanation } from "./domain-status";
import { codesCount, type Domain } from "./domain-types";
import { RedirectsForm } from "./redirects-form";
import { RemoveDomain } from "./remove-domain";
import { TxtRecord } from "./txt-record";
import { VerifyDomain } from "./verify-domain";

interface Props {
  domain: Domain;
  canWrite: boolean;
  onChange: (domain: Domain) => void;
  onRemoved: (id: string) => void;
  /** Another domain became the default: the list reloads to move the mark. */
  onDefaultChanged: () => void;
}

function Redirect({ label, url, fallback }: { label: string; url: string | null; fallback: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 text-zinc-500">{label}</dt>
      <dd className="min-w-0 break-all text-zinc-800">{url ?? <span className="text-zinc-500">{fallback}</span>}</dd>
    </div>
  );
}

/** One domain: status, the record to set while unverified, redirects and the admin's actions. */
export function DomainItem({ domain, canWrite, onChange, onRemoved, onDefaultChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const unverified = domain.status !== "VERIFIED";

  async function makeDefault() {
    setBusy(true);
    setError(undefined);
    const result = await call(updateDomainContract, { params: { id: domain.id }, body: { isDefault: true } });
    setBusy(false);
    if (!result.ok) return setError(result.error.message);
    onChange(result.data);
    onDefaultChanged();
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="min-w-0 font-mono text-base font-semibold break-all text-zinc-900">{domain.hostname}</h3>
            <DomainStatusBadge status={domain.status} />
            {domain.isDefault ? <Badge tone="brand">Default</Badge> : null}
          </div>
          {domain.asciiHostname !== domain.hostname ? (
            <p className="mt-0.5 font-mono text-xs break-all text-zinc-500">DNS name: {domain.asciiHostname}</p>
          ) : null}
          <p className={`mt-1 text-sm ${domain.status === "FAILING" ? "text-red-700" : "text-zinc-600"}`}>
            {statusExplanation(domain)}
          </p>
        </div>
        <p className="shrink-0 text-sm text-zinc-600 tabular-nums">{codesCount(domain.codeCount)}</p>
      </div>

      {unverified ? (
        <div className="space-y-3">
          <TxtRecord verification={domain.verification} />
          <VerifyDomain domain={domain} canVerify={canWrite} onChange={onChange} />
        </div>
      ) : null}

      {editing ? (
        <RedirectsForm
          domain={domain}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            onChange(saved);
            setEditing(false);
          }}
        />
      ) : (
        <dl aria-label="Redirects" className="space-y-1 text-sm">
          <Redirect label="Root:" url={domain.redirects.root} fallback="a small page naming the domain" />
          <Redirect label="Unknown slug:" url={domain.redirects.notFound} fallback="Codebeam's not-found page" />
        </dl>
      )}

      {canWrite && !editing ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-zinc-100 pt-3">
          {domain.status === "VERIFIED" && !domain.isDefault ? (
            <Button variant="secondary" size="sm" onClick={() => void makeDefault()} disabled={busy}>
              {busy ? "Saving…" : "Make default"}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit redirects
          </Button>
          <RemoveDomain domain={domain} onRemoved={onRemoved} />
          {error ? (
            <p role="alert" className="basis-full text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
