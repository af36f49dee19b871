"use client";

import { Card } from "@/components/ui/card";
import { formatDateTime, humanize } from "@/components/ui/format";
import type { LiveScan } from "@/lib/live-scans/live-notice";

/** Most scans the feed keeps on screen. */
export const FEED_LENGTH = 8;

const place = (scan: LiveScan) =>
  [scan.city, scan.region, scan.country].filter((part) => part && part !== "Unknown").join(", ") || "Unknown place";

/** The newest scans of a live stream, each sliding in at the top. `codeName` labels scans of several codes. */
export function LiveScanFeed({ scans, codeName }: { scans: LiveScan[]; codeName?: (id: string) => string }) {
  return (
    <Card className="p-4 sm:p-5">
      <section aria-label="Live scans" data-testid="live-scans">
        <h3 className="text-sm font-semibold text-zinc-900">Live scans</h3>
        {scans.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-500">Waiting for the next scan…</p>
        ) : (
          <ol className="mt-2 divide-y divide-zinc-100">
            {scans.map((scan) => (
              <li
                key={scan.id}
                className="live-enter flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2 text-sm"
              >
                <span className="min-w-0 text-zinc-900">
                  {codeName ? <span className="font-medium">{codeName(scan.qrCodeId)} · </span> : null}
                  {humanize(scan.device)} · {scan.os} · {scan.browser}
                  {scan.eventType === "impression" ? " · image view" : ""}
                </span>
                <span className="text-xs text-zinc-500">
                  {place(scan)} · <time dateTime={scan.createdAt}>{formatDateTime(scan.createdAt)}</time>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
