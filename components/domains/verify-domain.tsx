"use client";

import { useState } from "react";
import { call } from "@/components/ui/api-call";
import { verifyDomainContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/components/ui/format";
import type { Domain } from "./domain-types";

/** "Verify now", and what the last lookup found when it did not find the record. */
export function VerifyDomain({
  domain,
  canVerify,
  onChange,
}: {
  domain: Domain;
  canVerify: boolean;
  onChange: (domain: Domain) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const check = domain.lastCheck;
  const failed = check?.error ? check : null;

  async function verify() {
    setPending(true);
    setError(undefined);
    const result = await call(verifyDomainContract, { params: { id: domain.id }, body: undefined });
    setPending(false);
    if (result.ok) onChange(result.data);
    else setError(result.error.message);
  }

  return (
    <div className="space-y-2">
      {canVerify ? (
        <Button size="sm" onClick={() => void verify()} disabled={pending}>
          {pending ? "Checking…" : "Verify now"}
        </Button>
      ) : null}
      <div aria-live="polite" className="space-y-1 text-sm">
        {error ? <p className="text-red-700">{error}</p> : null}
        {failed ? (
          <p data-testid="domain-check" className="text-red-700">
            <span className="font-medium">Not verified yet:</span> {failed.message ?? "the record was not found."}{" "}
            <span className="text-zinc-500">Checked {formatDateTime(failed.checkedAt)}.</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
