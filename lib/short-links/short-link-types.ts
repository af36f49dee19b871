import type { SqlPool } from "../db/sql-runner";
import type { OutageMonitor } from "../outage/outage-monitor";
import type { RepeatLimiter } from "../scans/repeat-limiter";
import type { ScanWriter } from "../scans/scan-writer";
import type { ShortLinkFinder } from "./find-short-link";
import type { ShortLinkTarget } from "./short-link-path";

export interface ShortLinkDeps {
  /** Batched lookup of the code behind a short link (find-short-link.ts). */
  find: ShortLinkFinder;
  /** Raw SQL on the same database (image sources). */
  sql: SqlPool;
  writer: ScanWriter;
  /** Decides, in memory, which scans of a visitor on a code are repeats beyond the limit. */
  repeats: RepeatLimiter;
  visitorHashSecret: string;
  trustProxy: boolean;
  /** `{SHORT_LINK_BASE}` without a trailing slash, for the scan.created payload. */
  shortLinkBase: string;
  /** The database's outage state (lib/outage): codes under maxScans claim nothing while it is down. */
  outage?: OutageMonitor;
  /** How long a claim waits for the database before it counts as down (default 1 s). */
  outageDeadlineMs?: number;
}

export interface ShortLinkRequest {
  /** POST only carries a protected code's password form. */
  method: "GET" | "HEAD" | "POST";
  /** The request's path (no query), for a protected code's cookie and its redirect back. */
  path: string;
  /** A POST's urlencoded form, read up to a few KB; null when larger or unreadable. */
  readForm?: () => Promise<URLSearchParams | null>;
  target: ShortLinkTarget;
  ip: string;
  userAgent: string;
  header: (name: string) => string | undefined;
  query: URLSearchParams;
}

export interface ShortLinkAnswer {
  status: number;
  headers: Record<string, string>;
  /** Null for HEAD and redirects. */
  body: string | Uint8Array | null;
}
