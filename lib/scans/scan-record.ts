import type { Device } from "./parse-user-agent";

/** One scan as it is committed: a followed short link (click) or a view of the public image. */
export interface ScanRecord {
  id: string;
  eventType: "click" | "impression";
  device: Device;
  os: string;
  browser: string;
  country: string;
  region: string;
  city: string;
  /** HMAC of IP + user agent (visitor-id.ts); the IP itself is never kept. */
  visitorId: string;
  createdAt: Date;
  qrCode: { id: string; accountId: string; name: string | null; shortLink: string };
  /** Codes with routing rules: the destination that served (before UTM) and the rule's index (null: no rule matched). */
  destination?: string;
  ruleIndex?: number | null;
}

/**
 * Why a request was answered but not recorded as a scan: `bot` (isbot: crawlers, monitors),
 * `preview` (link-preview fetchers and mail security scanners) or `repeat` (the same visitor on the
 * same code beyond the repeat limit). Each is one rollup value, no schema change.
 */
export const FILTER_REASONS = ["bot", "preview", "repeat"] as const;
export type FilterReason = (typeof FILTER_REASONS)[number];

/** A request that is only counted, per reason, in the daily rollups: no event, no outbox row. */
export interface FilteredScan {
  eventType: ScanRecord["eventType"];
  reason: FilterReason;
  qrCodeId: string;
  /** The code's workspace: live streams (lib/live-scans) show filtered requests too, by class only. */
  accountId: string;
  createdAt: Date;
}
