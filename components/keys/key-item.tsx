"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/components/ui/format";
import type { ApiKeyView } from "@/lib/keys/key-schemas";

type Props = { apiKey: ApiKeyView; onRevoke: (id: string) => Promise<string | undefined> };

export function KeyItem({ apiKey, onRevoke }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const revoked = apiKey.revokedAt !== null;

  async function revoke() {
    setPending(true);
    setError(await onRevoke(apiKey.id));
    setPending(false);
    setConfirming(false);
  }

  return (
    <li aria-label={apiKey.name} className={`px-5 py-4 ${revoked ? "bg-zinc-50" : ""}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-48 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className={`font-medium break-all ${revoked ? "text-zinc-500" : "text-zinc-900"}`}>
              {apiKey.name}
            </span>
            {apiKey.revokedAt ? (
              <>
                <Badge tone="danger">Revoked</Badge>
                <span className="text-xs text-zinc-500">since {formatDateTime(apiKey.revokedAt)}</span>
              </>
            ) : (
              <Badge tone="success">Active</Badge>
            )}
          </div>
          <code className="mt-1 block font-mono text-sm text-zinc-600">{apiKey.maskedKey}</code>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {apiKey.permissions.map((permission) => (
              <Badge key={permission} tone="brand" className="font-mono">
                {permission}
              </Badge>
            ))}
          </div>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-zinc-500">
            <div>
              <dt className="inline">Created </dt>
              <dd className="inline text-zinc-700">{formatDateTime(apiKey.createdAt)}</dd>
            </div>
            <div>
              <dt className="inline">Created by </dt>
              {/* null: the person who made it has since deleted their account; the key works on. */}
              <dd className="inline wrap-anywhere text-zinc-700">{apiKey.createdBy?.name ?? "a former member"}</dd>
            </div>
            <div>
              <dt className="inline">Last used </dt>
              <dd className="inline text-zinc-700">
                {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : "never"}
              </dd>
            </div>
          </dl>
        </div>
        {revoked ? null : confirming ? (
          <div
            role="group"
            aria-label={`Confirm revoking ${apiKey.name}`}
            className="flex w-full flex-col gap-2 sm:w-auto sm:items-end"
          >
            <p className="text-sm text-zinc-600">Requests with this key will fail at once.</p>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} disabled={pending}>
                Cancel
              </Button>
              <Button variant="danger" size="sm" onClick={revoke} disabled={pending}>
                {pending ? "Revoking…" : "Revoke key"}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="danger-outline" size="sm" onClick={() => setConfirming(true)}>
            Revoke
          </Button>
        )}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}
