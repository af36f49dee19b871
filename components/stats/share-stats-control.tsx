"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { createShareContract, revokeShareContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";

/** The code's live share link as the server knows it: no address (only the token's hash is kept). */
export interface LiveShare {
  createdAt: string;
  expiresAt: string | null;
  showTarget: boolean;
}

const EXPIRIES = [
  { value: "", label: "Never (until revoked)" },
  { value: "7", label: "In 7 days" },
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
];

const day = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );

const control =
  "block w-full rounded-lg border border-zinc-300 bg-white px-3 py-1.5 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-brand-500";

/**
 * "Share statistics" on a code's page (EDITOR and up): make a public, read-only link to the code's
 * statistics, copy it, and revoke it. The address is shown once, when it is made.
 */
export function ShareStatsControl({ codeId, initial }: { codeId: string; initial: LiveShare | null }) {
  const [live, setLive] = useState<LiveShare | null>(initial);
  const [url, setUrl] = useState<string | null>(null);
  const [showTarget, setShowTarget] = useState(false);
  const [expires, setExpires] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function create() {
    setBusy(true);
    setError(null);
    setNotice(null);
    const result = await call(createShareContract, {
      params: { id: codeId },
      body: { showTarget, ...(expires ? { expiresInDays: Number(expires) } : {}) },
    });
    setBusy(false);
    if (!result.ok) return setError(result.error.message);
    setLive({ createdAt: result.data.createdAt, expiresAt: result.data.expiresAt, showTarget: result.data.showTarget });
    setUrl(result.data.url);
  }

  async function revoke() {
    setBusy(true);
    setError(null);
    const result = await call(revokeShareContract, { params: { id: codeId } });
    setBusy(false);
    if (!result.ok) return setError(result.error.message);
    setLive(null);
    setUrl(null);
    setNotice("The link is revoked: it now answers “not found”.");
  }

  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <section aria-labelledby="share-stats-title" className="space-y-3" data-testid="share-stats">
        <div>
          <h3 id="share-stats-title" className="text-sm font-semibold text-zinc-900">
            Share statistics
          </h3>
          <p className="mt-0.5 text-xs text-zinc-600">
            A read-only page anyone with the link can open without signing in: totals, the daily chart, devices,
            browsers and countries. Never the scan list or visitors.
          </p>
        </div>
        {error ? <Alert>{error}</Alert> : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {live ? (
          <div className="space-y-2">
            {url ? (
              <div className="flex flex-wrap items-end gap-2">
                <div className="min-w-0 flex-1 basis-64">
                  <label htmlFor="share-url" className="mb-1 block text-xs font-medium text-zinc-600">
                    Public link (shown once: copy it now)
                  </label>
                  <input
                    id="share-url"
                    readOnly
                    value={url}
                    onFocus={(event) => event.target.select()}
                    className={`${control} font-mono`}
                  />
                </div>
                <CopyButton text={url} label="Copy link" />
              </div>
            ) : null}
            <p className="text-sm text-zinc-700" data-testid="share-state">
              Shared since {day(live.createdAt)}
              {live.expiresAt ? `, until ${day(live.expiresAt)}` : ", until revoked"}
              {live.showTarget ? "; the page shows the target URL" : ""}.
              {url ? "" : " The link was shown when it was made; a new link replaces it."}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => void create()} disabled={busy}>
                New link
              </Button>
              <Button variant="danger-outline" size="sm" onClick={() => void revoke()} disabled={busy}>
                {busy ? "Working…" : "Revoke link"}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <div className="w-52">
              <label htmlFor="share-expires" className="mb-1 block text-xs font-medium text-zinc-600">
                Link expires
              </label>
              <select
                id="share-expires"
                value={expires}
                onChange={(event) => setExpires(event.target.value)}
                className={control}
              >
                {EXPIRIES.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <label className="flex items-center gap-2 pb-1.5 text-sm text-zinc-800">
              <input
                type="checkbox"
                checked={showTarget}
                onChange={(event) => setShowTarget(event.target.checked)}
                className="size-4 accent-brand-600"
              />
              Show the target URL
            </label>
            <Button size="sm" onClick={() => void create()} disabled={busy}>
              {busy ? "Creating…" : "Create link"}
            </Button>
          </div>
        )}
      </section>
    </Card>
  );
}
