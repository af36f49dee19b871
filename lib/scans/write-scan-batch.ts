import { insertRows, type RowOf, SqlFragment, sql, unnest } from "../db/sql-template";
import { LIVE_SCANS_CHANNEL } from "../live-scans/live-channel";
import { geoValue, ROLLUP } from "./rollup-dimensions";
import type { FilteredScan, ScanRecord } from "./scan-record";

type Runner = { query<Row>(sql: string, params?: unknown[], name?: string): Promise<Row[]> };

/** A ScanEvent row's columns (an imported visit's too: lib/imports/import-visits.ts). */
export const SCAN_EVENT_COLUMNS = {
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
} as const;
const SCAN = { ...SCAN_EVENT_COLUMNS, destination: "text", ruleIndex: "int" } as const;
/** One row per code of the batch: its clicks, and what its scan.created payloads name. */
const CODES = { id: "text", accountId: "text", name: "text", shortLink: "text", n: "int" } as const;
export const ROLLUP_ROW = { qrCodeId: "text", day: "text", dimension: "text", value: "text", count: "int" } as const;
export const VISITOR_DAY = { qrCodeId: "text", day: "text", visitorId: "text" } as const;
/** Filtered requests of the batch per code, kind and reason: what live streams show of them. */
const QUIET = { qrCodeId: "text", accountId: "text", eventType: "text", reason: "text", n: "int" } as const;

// Live streams (lib/live-scans) hear of a workspace's scans only while one of its streams is open:
// one index probe per code of the batch otherwise. Strings are cut so a notice stays far below
// NOTIFY's 8,000-byte payload limit.
const WATCHED = (alias: string) =>
  raw(`EXISTS (SELECT 1 FROM "ScanStream" l WHERE l."accountId" = ${alias}."accountId" AND l."expiresAt" > now())`);
const ISO = (column: string) => raw(`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
function raw(text: string): SqlFragment {
  return new SqlFragment(() => text);
}

/**
 * Only accounts with an active webhook taking scan.created get the event: for the others it would
 * be claimed and marked dispatched for nothing, which was most of a scan's database round trips.
 * Decided in the scan's own statement, so a webhook whose creation committed first gets it. The
 * payload (the scan as the scans list shows it, and which code it belongs to) is built there too, from the rows just inserted, so no
 * per-scan JSON is made or sent for the accounts without one.
 *
 * One statement (so one round trip and, on its own, one transaction): data-modifying CTEs all run
 * to completion. Each column travels as one array (unnest), so the text is the same for any batch.
 */
const writeBatch = (rows: ReturnType<typeof batchRows>) => sql`
WITH scans AS (
  ${insertRows("ScanEvent", "s", SCAN, rows.scans)}
  RETURNING "id", "qrCodeId", "eventType", "device", "os", "browser", "country", "region", "city", "createdAt"
), codes AS (
  SELECT * FROM ${unnest("c", CODES, rows.codes)}
), clicks AS (
  UPDATE "QrCode" SET "scanCount" = "scanCount" + c.n FROM codes c WHERE "QrCode"."id" = c.id AND c.n > 0
), rollups AS (
  ${insertRows("ScanDailyCount", "r", ROLLUP_ROW, rows.rollups)}
  ON CONFLICT ("qrCodeId", "day", "dimension", "value") DO UPDATE SET "count" = "ScanDailyCount"."count" + EXCLUDED."count"
), visitors AS (
  ${insertRows("ScanVisitorDay", "v", VISITOR_DAY, rows.visitorDays)} ON CONFLICT DO NOTHING
), hooked AS (
  SELECT c.* FROM codes c
  WHERE EXISTS (SELECT 1 FROM "Webhook" w WHERE w."accountId" = c."accountId" AND w."status" = 'ACTIVE' AND 'scan.created' = ANY(w."events"))
), events AS (
  INSERT INTO "OutboxEvent" ("id", "accountId", "type", "payload", "createdAt")
  SELECT gen_random_uuid()::text, c."accountId", 'scan.created',
    jsonb_build_object(
      'scan', jsonb_build_object('id', s."id", 'eventType', s."eventType", 'device', s."device", 'os', s."os", 'browser', s."browser",
        'country', s."country", 'region', s."region", 'city', s."city", 'timestamp', to_char(s."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      'qrCode', jsonb_build_object('id', c."id", 'name', c."name", 'shortLink', c."shortLink")),
    s."createdAt"
  FROM scans s JOIN hooked c ON c."id" = s."qrCodeId"
  RETURNING 1
), live AS (
  SELECT count(pg_notify(${LIVE_SCANS_CHANNEL}::text, json_build_object('accountId', c."accountId", 'scan', json_build_object(
    'id', s."id", 'qrCodeId', s."qrCodeId", 'createdAt', ${ISO('s."createdAt"')}, 'eventType', s."eventType",
    'device', left(s."device", 100), 'os', left(s."os", 100), 'browser', left(s."browser", 100),
    'country', left(s."country", 8), 'region', left(s."region", 200), 'city', left(s."city", 200)))::text)) AS n
  FROM scans s JOIN codes c ON c."id" = s."qrCodeId" WHERE ${WATCHED("c")}
), quiet AS (
  SELECT count(pg_notify(${LIVE_SCANS_CHANNEL}::text, json_build_object('accountId', q."accountId", 'filtered', json_build_object(
    'qrCodeId', q."qrCodeId", 'eventType', q."eventType", 'reason', q."reason", 'count', q."n"))::text)) AS n
  FROM ${unnest("q", QUIET, rows.quiet)} WHERE ${WATCHED("q")}
)
SELECT (SELECT count(*)::int FROM events) AS "events", (SELECT n FROM live)::int + (SELECT n FROM quiet)::int AS "live"`;

const SEPARATOR = "\u0000"; // in no id, day, dimension or value

/**
 * Counts rows by their key fields (given in column order); `rows()` gives them sorted by those
 * fields, each with its count.
 */
function counter() {
  const counts = new Map<string, { key: string[]; count: number }>();
  return {
    add(count: number, key: string[]) {
      const id = key.join(SEPARATOR);
      const entry = counts.get(id);
      if (entry) entry.count += count;
      else counts.set(id, { key, count });
    },
    rows: () => [...counts.values()].sort((a, b) => compareKeys(a.key, b.key)),
  };
}

function compareKeys(a: string[], b: string[]): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

/** Scans that add to the same rollup rows: one code, UTC hour, kind and set of dimension values. */
interface Alike {
  scan: ScanRecord;
  day: string;
  hour: string;
  n: number;
}

/**
 * The rollup rows of a batch's scans. Scans are first grouped by everything their rollups depend
 * on (a batch is mostly scans of a few codes from a few kinds of phone): one key per scan, where
 * counting each dimension of each scan made eight.
 */
function addRollups(rollups: ReturnType<typeof counter>, groups: Iterable<Alike>) {
  for (const { scan, day, hour, n } of groups) {
    const code = scan.qrCode.id;
    rollups.add(n, [code, day, ROLLUP.hour, hour]);
    if (scan.eventType === "impression") {
      rollups.add(n, [code, day, ROLLUP.impression, ""]);
      continue;
    }
    rollups.add(n, [code, day, ROLLUP.total, ""]);
    rollups.add(n, [code, day, ROLLUP.device, scan.device]);
    rollups.add(n, [code, day, ROLLUP.os, scan.os]);
    rollups.add(n, [code, day, ROLLUP.browser, scan.browser]);
    rollups.add(n, [code, day, ROLLUP.geo, geoValue(scan.country, scan.region, scan.city)]);
    if (scan.destination !== undefined) rollups.add(n, [code, day, ROLLUP.destination, scan.destination]);
  }
}

/** The batch as table rows; keys sorted, so batches of several instances mostly lock shared rows in one order. */
function batchRows(scans: readonly ScanRecord[], filtered: readonly FilteredScan[]) {
  const codes = new Map<string, { id: string; accountId: string; name: string | null; shortLink: string; n: number }>();
  const alike = new Map<string, Alike>();
  const visitorDays = counter();
  const scanRows: RowOf<typeof SCAN>[] = [];
  for (const scan of scans) {
    const { qrCode } = scan;
    let code = codes.get(qrCode.id);
    if (!code)
      codes.set(
        qrCode.id,
        (code = { id: qrCode.id, accountId: qrCode.accountId, name: qrCode.name, shortLink: qrCode.shortLink, n: 0 }),
      );
    const { id, eventType, device, os, browser, country, region, city, visitorId, createdAt } = scan;
    scanRows.push({
      id,
      qrCodeId: qrCode.id,
      eventType,
      device,
      os,
      browser,
      country,
      region,
      city,
      visitorId,
      createdAt,
      destination: scan.destination ?? null,
      ruleIndex: scan.ruleIndex ?? null,
    });
    const time = createdAt.toISOString();
    const day = time.slice(0, 10);
    const hour = time.slice(11, 13);
    // A destination of undefined (a code without rules) and of "" must not share a group.
    const S = SEPARATOR;
    const key = `${qrCode.id}${S}${time.slice(0, 13)}${S}${eventType}${S}${device}${S}${os}${S}${browser}${S}${country}${S}${region}${S}${city}${S}${scan.destination ?? S}`;
    const group = alike.get(key);
    if (group) group.n++;
    else alike.set(key, { scan, day, hour, n: 1 });
    if (eventType === "impression") continue;
    code.n++;
    visitorDays.add(1, [qrCode.id, day, visitorId]);
  }
  const rollups = counter();
  addRollups(rollups, alike.values());
  const quiet = counter();
  for (const { qrCodeId, accountId, eventType, reason, createdAt } of filtered) {
    quiet.add(1, [qrCodeId, accountId, eventType, reason]);
    rollups.add(1, [
      qrCodeId,
      createdAt.toISOString().slice(0, 10),
      eventType === "impression" ? ROLLUP.filteredImpression : ROLLUP.filtered,
      reason,
    ]);
  }
  return {
    scans: scanRows,
    codes: [...codes.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
    rollups: rollups
      .rows()
      .map(({ key: [qrCodeId, day, dimension, value], count }) => ({ qrCodeId, day, dimension, value, count })),
    visitorDays: visitorDays.rows().map(({ key: [qrCodeId, day, visitorId] }) => ({ qrCodeId, day, visitorId })),
    quiet: quiet.rows().map(({ key: [qrCodeId, accountId, eventType, reason], count: n }) => ({
      qrCodeId,
      accountId,
      eventType,
      reason,
      n,
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
export async function writeScanBatch(
  runner: Runner,
  scans: readonly ScanRecord[],
  filtered: readonly FilteredScan[] = [],
): Promise<{ events: number }> {
  if (scans.length === 0 && filtered.length === 0) return { events: 0 };
  const { text, values } = writeBatch(batchRows(scans, filtered)).build();
  const [row] = await runner.query<{ events: number }>(text, values, "codebeam_write_scan_batch");
  return { events: row?.events ?? 0 };
}
