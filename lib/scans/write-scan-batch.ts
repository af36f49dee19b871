import { insertRows, type RowOf, sql, unnest } from "../db/sql-template";
import { geoValue, ROLLUP } from "./rollup-dimensions";
import type { FilteredScan, ScanRecord } from "./scan-record";

type Runner = { query<Row>(sql: string, params?: unknown[], name?: string): Promise<Row[]> };

const SCAN = {
  id: "text",
  qrCodeId: "text",
  eventType: "text",
  device: "text",
  os: "text",
  browser: "text",
  country: "text",
  region: "text",
  city: "text",
  visitorId: "text",
  createdAt: "timestamp",
  destination: "text",
  ruleIndex: "int",
} as const;
const CLICKS = { id: "text", n: "int" } as const;
const ROLLUP_ROW = { qrCodeId: "text", day: "text", dimension: "text", value: "text", count: "int" } as const;
const VISITOR_DAY = { qrCodeId: "text", day: "text", visitorId: "text" } as const;
const EVENT = { id: "text", accountId: "text", payload: "text", createdAt: "timestamp" } as const;

/**
 * Only accounts with an active webhook taking scan.created get the event: for the others it would
 * be claimed and marked dispatched for nothing, which was most of a scan's database round trips.
 * Decided in the scan's own statement, so a webhook whose creation committed first gets it.
 *
 * One statement (so one round trip and, on its own, one transaction): data-modifying CTEs all run
 * to completion. Each column travels as one array (unnest), so the text is the same for any batch.
 */
const writeBatch = (rows: ReturnType<typeof batchRows>) => sql`
WITH scans AS (
  ${insertRows("ScanEvent", "s", SCAN, rows.scans)}
), clicks AS (
  UPDATE "QrCode" SET "scanCount" = "scanCount" + d.n
  FROM ${unnest("d", CLICKS, rows.clicks)} WHERE "QrCode"."id" = d.id
), rollups AS (
  ${insertRows("ScanDailyCount", "r", ROLLUP_ROW, rows.rollups)}
  ON CONFLICT ("qrCodeId", "day", "dimension", "value") DO UPDATE SET "count" = "ScanDailyCount"."count" + EXCLUDED."count"
), visitors AS (
  ${insertRows("ScanVisitorDay", "v", VISITOR_DAY, rows.visitorDays)} ON CONFLICT DO NOTHING
), events AS (
  INSERT INTO "OutboxEvent" ("id", "accountId", "type", "payload", "createdAt")
  SELECT e.id, e."accountId", 'scan.created', e.payload::jsonb, e."createdAt" FROM ${unnest("e", EVENT, rows.events)}
  WHERE EXISTS (SELECT 1 FROM "Webhook" w WHERE w."accountId" = e."accountId" AND w."status" = 'ACTIVE' AND 'scan.created' = ANY(w."events"))
  RETURNING 1
)
SELECT count(*)::int AS "events" FROM events`;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Counts rows by their key fields; `rows()` gives them sorted by those fields, each with its count. */
function counter<Key extends Record<string, string>>() {
  const counts = new Map<string, { key: Key; count: number }>();
  return {
    add(key: Key) {
      const id = JSON.stringify(Object.values(key));
      const entry = counts.get(id);
      if (entry) entry.count++;
      else counts.set(id, { key, count: 1 });
    },
    rows: () => [...counts.values()].sort((a, b) => compareKeys(a.key, b.key)),
  };
}

function compareKeys(a: Record<string, string>, b: Record<string, string>): number {
  for (const field of Object.keys(a)) {
    if (a[field] !== b[field]) return a[field] < b[field] ? -1 : 1;
  }
  return 0;
}

/** The batch as table rows; keys sorted, so batches of several instances mostly lock shared rows in one order. */
function batchRows(scans: readonly ScanRecord[], filtered: readonly FilteredScan[]) {
  const clicks = counter<{ id: string }>();
  const rollups = counter<{ qrCodeId: string; day: string; dimension: string; value: string }>();
  const visitorDays = counter<{ qrCodeId: string; day: string; visitorId: string }>();
  for (const scan of scans) {
    const at = { qrCodeId: scan.qrCode.id, day: utcDay(scan.createdAt) };
    if (scan.eventType === "impression") {
      rollups.add({ ...at, dimension: ROLLUP.impression, value: "" });
      continue;
    }
    clicks.add({ id: scan.qrCode.id });
    rollups.add({ ...at, dimension: ROLLUP.total, value: "" });
    rollups.add({ ...at, dimension: ROLLUP.device, value: scan.device });
    rollups.add({ ...at, dimension: ROLLUP.os, value: scan.os });
    rollups.add({ ...at, dimension: ROLLUP.browser, value: scan.browser });
    rollups.add({ ...at, dimension: ROLLUP.geo, value: geoValue(scan.country, scan.region, scan.city) });
    if (scan.destination !== undefined) rollups.add({ ...at, dimension: ROLLUP.destination, value: scan.destination });
    visitorDays.add({ ...at, visitorId: scan.visitorId });
  }
  for (const { qrCodeId, eventType, reason, createdAt } of filtered) {
    const dimension = eventType === "impression" ? ROLLUP.filteredImpression : ROLLUP.filtered;
    rollups.add({ qrCodeId, day: utcDay(createdAt), dimension, value: reason });
  }
  return {
    scans: scans.map((s): RowOf<typeof SCAN> => ({ ...s, qrCodeId: s.qrCode.id, destination: s.destination ?? null, ruleIndex: s.ruleIndex ?? null })),
    clicks: clicks.rows().map(({ key, count }) => ({ id: key.id, n: count })),
    rollups: rollups.rows().map(({ key, count }) => ({ ...key, count })),
    visitorDays: visitorDays.rows().map(({ key }) => key),
    events: scans.map((s) => ({
      id: crypto.randomUUID(),
      accountId: s.qrCode.accountId,
      payload: JSON.stringify(scanCreatedPayload(s)),
      createdAt: s.createdAt,
    })),
  };
}

/**
 * Writes a batch of scans atomically: the events, exact click counts, the daily rollups statistics
 * read (lib/stats), visitor days for unique users, and one scan.created outbox event per scan of
 * an account with a webhook taking it; answers how many events it wrote.
 * Clicks count in scanCount, total, device, os, browser, geo and visitor days; impressions only in
 * the impression rollup. Filtered requests only add to their reason's `filtered` rollup row (a
 * flood of them adds one row per code, day and reason, not one per request). A deadlock PostgreSQL
 * still detects fails the batch, and the writer then retries its scans one by one.
 */
export async function writeScanBatch(runner: Runner, scans: readonly ScanRecord[], filtered: readonly FilteredScan[] = []): Promise<{ events: number }> {
  if (scans.length === 0 && filtered.length === 0) return { events: 0 };
  const { text, values } = writeBatch(batchRows(scans, filtered)).build();
  const [row] = await runner.query<{ events: number }>(text, values, "codebeam_write_scan_batch");
  return { events: row?.events ?? 0 };
}

/** The scan.created payload: the scan as the scans list shows it, and which code it belongs to. */
export function scanCreatedPayload(scan: ScanRecord) {
  const { id, eventType, device, os, browser, country, region, city } = scan;
  return {
    scan: { id, eventType, device, os, browser, country, region, city, timestamp: scan.createdAt.toISOString() },
    qrCode: { id: scan.qrCode.id, name: scan.qrCode.name, shortLink: scan.qrCode.shortLink },
  };
}
