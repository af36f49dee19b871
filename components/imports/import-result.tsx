"use client";

import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatNumber } from "@/components/ui/format";
import { type ImportStatus, type ImportSummary, type ImportView, isRunning } from "./import-types";

export const STATUS_TONE: Record<ImportStatus, BadgeTone> = {
  QUEUED: "neutral",
  RUNNING: "brand",
  SUCCEEDED: "success",
  FAILED: "danger",
  CANCELLED: "warning",
};
export const STATUS_LABEL: Record<ImportStatus, string> = {
  QUEUED: "Waiting",
  RUNNING: "Running",
  SUCCEEDED: "Finished",
  FAILED: "Failed",
  CANCELLED: "Cancelled",
};

export function StatusBadge({ status }: { status: ImportStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>;
}

/** The bar of processed/total, with its words in a live region. */
export function ImportProgress({ view }: { view: ImportSummary }) {
  const share = view.total > 0 ? Math.round((view.processed / view.total) * 100) : 0;
  const words =
    view.status === "QUEUED"
      ? "Waiting to start…"
      : view.total > 0
        ? `${formatNumber(view.processed)} of ${formatNumber(view.total)} rows`
        : "Reading the source…";
  return (
    <div>
      <div className="mb-1.5 flex justify-between gap-3 text-sm text-zinc-700">
        <span role="status">{isRunning(view.status) ? words : `${formatNumber(view.processed)} rows done`}</span>
        <span className="tabular-nums">{share}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={view.dryRun ? "Check progress" : "Import progress"}
        aria-valuemin={0}
        aria-valuemax={Math.max(view.total, 1)}
        aria-valuenow={view.processed}
        aria-valuetext={words}
        className="h-2 overflow-hidden rounded-full bg-zinc-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
          style={{ width: `${Math.max(isRunning(view.status) ? 4 : 0, share)}%` }}
        />
      </div>
    </div>
  );
}

function Count({ label, value, tone = "text-zinc-900" }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-lg border border-zinc-200 px-3 py-2">
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd className={`text-xl font-semibold tabular-nums ${tone}`}>{formatNumber(value)}</dd>
    </div>
  );
}

/** created / updated / skipped / failed; a dry run says "would be". */
export function ImportCounts({ view }: { view: ImportSummary }) {
  const would = view.dryRun ? "To create" : "Created";
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Counts">
      <Count label={would} value={view.created} />
      <Count label={view.dryRun ? "To update" : "Updated"} value={view.updated} />
      <Count label="Skipped" value={view.skipped} />
      <Count label="Failed" value={view.failed} tone={view.failed ? "text-red-700" : "text-zinc-900"} />
    </dl>
  );
}

const SHOWN_ERRORS = 100;

/** The row errors, by row (the first SHOWN_ERRORS; the download has every one the API lists). */
export function RowErrors({ view, children }: { view: ImportView; children?: ReactNode }) {
  if (view.errors.length === 0) return null;
  const shown = view.errors.slice(0, SHOWN_ERRORS);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-zinc-900">
          {view.failed === 1 ? "1 row failed" : `${formatNumber(view.failed)} rows failed`}
        </h3>
        {children}
      </div>
      <div
        role="region"
        aria-label="Row errors, scrolls sideways"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone takes the keyboard's focus
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-zinc-200 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Row errors</caption>
          <thead className="bg-zinc-50 text-xs text-zinc-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Row
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Field
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Problem
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {shown.map((error, index) => (
              <tr key={`${error.row}-${error.field}-${index}`}>
                <td className="px-3 py-2 tabular-nums text-zinc-700">{error.row}</td>
                <td className="px-3 py-2 font-mono text-xs text-zinc-700">{error.field}</td>
                <td className="px-3 py-2 text-zinc-900">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {view.errors.length > shown.length ? (
        <p className="text-sm text-zinc-500">
          The first {SHOWN_ERRORS} shown; the download has {formatNumber(view.errors.length)}.
        </p>
      ) : null}
    </div>
  );
}

/** Why a whole import failed, in plain words. */
export function ImportFailure({ view }: { view: ImportSummary }) {
  if (view.status !== "FAILED") return null;
  const reason = view.error?.message ?? "The import stopped.";
  const credits = view.error?.code?.startsWith("CREDIT");
  return (
    <Alert>
      {reason}
      {credits ? " Nothing was written: add credits on the Credits page, or import fewer rows." : ""}
    </Alert>
  );
}
