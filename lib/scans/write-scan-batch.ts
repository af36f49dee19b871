import type { SqlRunner } from "../db/sql-runner";
import { geoValue, ROLLUP } from "./rollup-dimensions";
import type { FilteredScan, ScanRecord } from "./scan-record";

type Runner = Pick<SqlRunner, "query">;

// One statement (so one round trip and, on its own, one transaction): data-modifying CTEs all run
// to completion. Each column travels as one array (unnest), so the text is the same for any batch
// size. Timestamps travel as ISO text: cast to timestamp(3) they keep their UTC wall time, as
// Prisma stores them.
const WRITE_BATCH = `
WITH scans AS (
  INSERT INTO "ScanEvent" ("id", "qrCodeId", "eventType", "device", "os", "browser", "country", "region", "city", "visitorId", "createdAt")
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::timestamp(3)[])
), clicks AS (
  UPDATE "QrCode" SET "scanCount" = "scanCount" + d.n
  FROM unnest($12::text[], $13::int[]) AS d(id, n) WHERE "QrCode"."id" = d.id
), rollups AS (
  INSERT INTO "ScanDailyCount" ("qrCodeId", "day", "dimension", "value", "count")
  SELECT * FROM unnest($14::text[], $15::text[], $16::text[], $17::text[], $18::int[])
  ON CONFLICT ("qrCodeId", "day", "dimension", "value") DO UPDATE SET "count" = "ScanDailyCount"."count" + EXCLUDED."count"
), visitors AS (
  INSERT INTO "ScanVisitorDay" ("qrCodeId", "day", "visitorId")
  SELECT * FROM unnest($19::text[], $20::text[], $21::text[]) ON CONFLICT DO NOTHING
), events AS (
  INSERT INTO "OutboxEvent" ("id", "accountId", "type", "payload", "createdAt")
  SELECT id, account, 'scan.created', payload::jsonb, at FROM unnest($22::text[], $23::text[], $24::text[], $25::timestamp(3)[]) AS e(id, account, payload, at)
)
SELECT 1`;

const KEY = "\u001f";
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Writes a batch of scans atomically: the events, exact click counts, the daily rollups statistics
 * read (lib/stats), visitor days for unique users, and one scan.created outbox event per scan.
 * Clicks count in scanCount, total, device, os, browser, geo and visitor days; impressions only in
 * the impression rollup. Filtered requests only add to their reason's `filtered` rollup row (a
 * flood of them adds one row per code, day and reason, not one per request). Keys go in sorted, so batches of several server instances mostly lock
 * shared rows in one order; a deadlock PostgreSQL still detects fails the batch, and the writer
 * then retries its scans one by one.
 */
export async function writeScanBatch(runner: Runner, scans: readonly ScanRecord[], filtered: readonly FilteredScan[] = []): Promise<void> {
  if (scans.length === 0 && filtered.length === 0) return;
  const clicks = new Map<string, number>();
  const rollups = new Map<string, number>();
  const visitorDays = new Set<string>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const scan of scans) {
    const prefix = `${scan.qrCode.id}${KEY}${utcDay(scan.createdAt)}${KEY}`;
    if (scan.eventType === "impression") {
      bump(rollups, `${prefix}${ROLLUP.impression}${KEY}`);
      continue;
    }
    bump(clicks, scan.qrCode.id);
    bump(rollups, `${prefix}${ROLLUP.total}${KEY}`);
    bump(rollups, `${prefix}${ROLLUP.device}${KEY}${scan.device}`);
    bump(rollups, `${prefix}${ROLLUP.os}${KEY}${scan.os}`);
    bump(rollups, `${prefix}${ROLLUP.browser}${KEY}${scan.browser}`);
    bump(rollups, `${prefix}${ROLLUP.geo}${KEY}${geoValue(scan.country, scan.region, scan.city)}`);
    visitorDays.add(`${prefix}${scan.visitorId}`);
  }
  for (const { qrCodeId, eventType, reason, createdAt } of filtered) {
    const dimension = eventType === "impression" ? ROLLUP.filteredImpression : ROLLUP.filtered;
    bump(rollups, `${qrCodeId}${KEY}${utcDay(createdAt)}${KEY}${dimension}${KEY}${reason}`);
  }
  const clickIds = [...clicks.keys()].sort();
  const rollupKeys = [...rollups.keys()].sort();
  // Code id, day and dimension never hold the separator; the value (a geo triple) may: rejoin it.
  const rollupParts = rollupKeys.map((key) => key.split(KEY));
  const visitorParts = [...visitorDays].sort().map((key) => key.split(KEY));
  await runner.query(WRITE_BATCH, [
    ...scanColumns(scans),
    clickIds,
    clickIds.map((id) => clicks.get(id)),
    rollupParts.map((parts) => parts[0]),
    rollupParts.map((parts) => parts[1]),
    rollupParts.map((parts) => parts[2]),
    rollupParts.map((parts) => parts.slice(3).join(KEY)),
    rollupKeys.map((key) => rollups.get(key)),
    visitorParts.map((parts) => parts[0]),
    visitorParts.map((parts) => parts[1]),
    visitorParts.map((parts) => parts[2]),
    ...outboxColumns(scans),
  ]);
}

function scanColumns(scans: readonly ScanRecord[]): unknown[][] {
  const pick = (field: (scan: ScanRecord) => unknown) => scans.map(field);
  return [
    pick((s) => s.id),
    pick((s) => s.qrCode.id),
    pick((s) => s.eventType),
    pick((s) => s.device),
    pick((s) => s.os),
    pick((s) => s.browser),
    pick((s) => s.country),
    pick((s) => s.region),
    pick((s) => s.city),
    pick((s) => s.visitorId),
    pick((s) => s.createdAt.toISOString()),
  ];
}

/** The scan.created payload: the scan as the scans list shows it, and which code it belongs to. */
export function scanCreatedPayload(scan: ScanRecord) {
  const { id, eventType, device, os, browser, country, region, city } = scan;
  return {
    scan: { id, eventType, device, os, browser, country, region, city, timestamp: scan.createdAt.toISOString() },
    qrCode: { id: scan.qrCode.id, name: scan.qrCode.name, shortLink: scan.qrCode.shortLink },
  };
}

function outboxColumns(scans: readonly ScanRecord[]): unknown[][] {
  return [
    scans.map(() => crypto.randomUUID()),
    scans.map((s) => s.qrCode.accountId),
    scans.map((s) => JSON.stringify(scanCreatedPayload(s))),
    scans.map((s) => s.createdAt.toISOString()),
  ];
}
