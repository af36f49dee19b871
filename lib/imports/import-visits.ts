import { createHmac } from "node:crypto";
import { getConfig } from "../config/env";
import { getSecrets } from "../config/secrets";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { insertRows, type RowOf, sql } from "../db/sql-template";
import { known } from "../scans/lookup-geo";
import { parseUserAgent } from "../scans/parse-user-agent";
import { geoValue, ROLLUP, utcHour } from "../scans/rollup-dimensions";
import { scanIdAt } from "../scans/scan-id";
import { monthStart } from "../scans/scan-partitions";
import { ROLLUP_ROW, SCAN_EVENT_COLUMNS, VISITOR_DAY } from "../scans/write-scan-batch";
import type { FilterReason } from "../scans/scan-record";

/** A visit another service recorded (Shlink's visits), to be counted as a scan of its day. */
export interface HistoricalVisit {
  at: Date;
  userAgent: string | null;
  referer: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  region: string | null;
  city: string | null;
  /** The source judged it a bot. */
  bot: boolean;
}

// Imported codes have no routing rules, so their scans carry no destination or rule index.
const SCAN = SCAN_EVENT_COLUMNS;

/** Rows of each kind per statement: a few hundred kB of parameters, well inside the statement timeout. */
const CHUNK = 5000;

/**
 * One statement (one round trip) per chunk: scan rows, rollups added to what the days already
 * count, visitor days, and the code's scanCount. Unlike the live batch, no scan.created outbox
 * event (an import is not news to a webhook) and no maxScans claim.
 */
const writeChunk = (
  code: { id: string; accountId: string },
  clicks: number,
  scans: RowOf<typeof SCAN>[],
  rollups: RowOf<typeof ROLLUP_ROW>[],
  visitorDays: RowOf<typeof VISITOR_DAY>[],
) => sql`
WITH scans AS (
  ${insertRows("ScanEvent", "s", SCAN, scans)}
), rollups AS (
  ${insertRows("ScanDailyCount", "r", ROLLUP_ROW, rollups)}
  ON CONFLICT ("qrCodeId", "day", "dimension", "value") DO UPDATE SET "count" = "ScanDailyCount"."count" + EXCLUDED."count"
), visitors AS (
  ${insertRows("ScanVisitorDay", "v", VISITOR_DAY, visitorDays)} ON CONFLICT DO NOTHING
), clicks AS (
  UPDATE "QrCode" SET "scanCount" = "scanCount" + ${clicks}::int
  WHERE "id" = ${code.id} AND "accountId" = ${code.accountId} AND ${clicks}::int > 0
)
SELECT 1 AS done`;

const MISSING_MONTHS = `SELECT m::text AS month FROM unnest($1::date[]) AS m
  WHERE to_regclass(format('%I', 'ScanEvent_' || to_char(m, 'YYYY_MM'))) IS NULL`;
const ENSURE = `SELECT "codebeam_ensure_scan_partition"($1::date) AS created`;

/** One partition made at a time in this process (concurrent makers of one month race in PostgreSQL). */
let making: Promise<unknown> = Promise.resolve();

/**
 * Makes the month partitions `visits` will be written to, each in a short transaction of its own,
 * before the importer opens the one that writes them: made inside it, a partition locks the default
 * partition until that transaction ends, and two transactions making one month at once fail with
 * "already exists". One that another instance made meanwhile is taken as made.
 */
export async function ensureVisitPartitions(visits: HistoricalVisit[]): Promise<void> {
  const retentionDays = getConfig().SCAN_RETENTION_DAYS;
  const retainedFrom =
    retentionDays > 0 ? monthStart(new Date(Date.now() - retentionDays * 86_400_000)).getTime() : -Infinity;
  const months = [
    ...new Set(
      visits.filter((visit) => visit.at.getTime() >= retainedFrom).map((visit) => utcDay(monthStart(visit.at))),
    ),
  ].sort();
  if (months.length === 0) return;
  const prisma = await db();
  const missing = await prisma.$queryRawUnsafe<{ month: string }[]>(MISSING_MONTHS, months);
  for (const { month } of missing) {
    const made = making.then(() => prisma.$queryRawUnsafe(ENSURE, month));
    making = made.catch(() => undefined);
    try {
      await made;
    } catch (error) {
      if (!String((error as Error).message).includes("42P07")) throw error;
    }
  }
}

/**
 * The months whose partition a transaction has seen or made: an importer calls once per code, and
 * most of a batch's codes share months, so each transaction checks a month once. Kept per
 * transaction (never across), as a partition made in one that rolls back is gone.
 */
const partitionsSeen = new WeakMap<Prisma.TransactionClient, Set<string>>();

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const SEPARATOR = "\u0000"; // in no id, day, dimension or value

/**
 * The visitor id of an imported visit. A live scan's is an HMAC of IP + user agent; imports carry
 * no IP, so it is the same HMAC (same secret, same length) over the user agent and the place,
 * marked as imported so it never equals a live visitor's: the same agent from the same place is
 * one visitor. That undercounts people sharing an agent and a city and splits one person seen in
 * two places, but unlike an id per visit it does not count every repeat visit as a new person,
 * and importing the same visits again gives the same ids.
 */
function importedVisitorId(secret: string, userAgent: string, country: string, region: string, city: string): string {
  return createHmac("sha256", secret)
    .update(`import\n${userAgent}\n${country}\n${region}\n${city}`)
    .digest("hex")
    .slice(0, 32);
}

/** Why a visit is only counted as filtered, as classify-scan.ts decides it; null for a scan. */
function filterReason(agentBot: boolean, preview: boolean, sourceSaysBot: boolean): FilterReason | null {
  if (agentBot) return preview ? "preview" : "bot";
  return sourceSaysBot ? "bot" : null;
}

/**
 * Writes `visits` of an imported code as scans of their own days, inside `tx`: the scan rows,
 * rollups and the code's count end up as if they had been recorded live.
 *
 * Each visit is what classify-scan.ts and write-scan-batch.ts make of a click at `at`. Its user
 * agent (null read as "", as a request without one) is parsed by the same parser. An agent isbot
 * recognizes, or a visit the source judged a bot, is only counted in its day's `filtered` rollup
 * (reason `preview` or `bot`, as live): no event, visitor or scanCount. Any other visit is a
 * click: a ScanEvent row with device, OS and browser, the source's place (cleaned as live geo is,
 * "Unknown" when missing), +1 in its day's total, device, os, browser and geo rollups, its
 * visitor's day, and +1 scanCount. The repeat limit is not applied (the source already kept these
 * visits, and without an IP there is no visitor to limit); no scan.created webhook event is
 * written, and maxScans claims are not touched. The referer is not kept: live scans keep none.
 *
 * Partitions and retention: ScanEvent is partitioned by month (scan-partitions.ts). The months the
 * kept rows fall in get their partition here if missing (the SQL function the hourly maintenance
 * calls, within `tx`), so retention drops old months whole as it does live ones, instead of
 * deleting them row by row from the default partition. With SCAN_RETENTION_DAYS set, a visit from
 * before the boundary the purge uses (the first day of the month holding now − retention) gets no
 * ScanEvent row: the purge would have removed it already. What the purge leaves (the daily
 * rollups, visitor days and scanCount) is written, so statistics match those of live scans of that
 * day after retention; like theirs, its raw-event views (scan list, hourly view, country or device
 * filters) no longer show it. Making a partition locks the default partition until `tx` ends:
 * the caller's transactions should be short (a batch of codes, not a whole import).
 *
 * Bounded: visits are parsed and counted in memory, then written CHUNK rows of each table per
 * statement; a code with few visits costs one statement, plus one to check the partitions of months
 * its transaction has not seen yet.
 */
export async function importVisits(
  tx: Prisma.TransactionClient,
  code: { id: string; accountId: string },
  visits: HistoricalVisit[],
): Promise<void> {
  if (visits.length === 0) return;
  const secret = getSecrets().visitorHashSecret;
  const retentionDays = getConfig().SCAN_RETENTION_DAYS;
  const retainedFrom =
    retentionDays > 0 ? monthStart(new Date(Date.now() - retentionDays * 86_400_000)).getTime() : -Infinity;

  const scans: RowOf<typeof SCAN>[] = [];
  const months = new Set<string>();
  const rollups = new Map<string, number>();
  const visitorDays = new Set<string>();
  const bump = (day: string, dimension: string, value: string) => {
    const key = `${day}${SEPARATOR}${dimension}${SEPARATOR}${value}`;
    rollups.set(key, (rollups.get(key) ?? 0) + 1);
  };
  let clicks = 0;

  for (const visit of visits) {
    const at = visit.at;
    if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new Error("importVisits: a visit has no valid time");
    const day = utcDay(at);
    const userAgent = visit.userAgent ?? "";
    const agent = parseUserAgent(userAgent);
    const reason = filterReason(agent.bot, agent.preview, visit.bot);
    if (reason) {
      bump(day, ROLLUP.filtered, reason);
      continue;
    }
    const country = known(visit.country);
    const region = known(visit.region);
    const city = known(visit.city);
    const visitorId = importedVisitorId(secret, userAgent, country, region, city);
    clicks++;
    bump(day, ROLLUP.total, "");
    bump(day, ROLLUP.device, agent.device);
    bump(day, ROLLUP.os, agent.os);
    bump(day, ROLLUP.browser, agent.browser);
    bump(day, ROLLUP.geo, geoValue(country, region, city));
    bump(day, ROLLUP.hour, utcHour(at));
    visitorDays.add(`${day}${SEPARATOR}${visitorId}`);
    if (at.getTime() < retainedFrom) continue; // the purge would have removed its row already
    months.add(utcDay(monthStart(at)));
    scans.push({
      id: scanIdAt(at),
      qrCodeId: code.id,
      eventType: "click",
      device: agent.device,
      os: agent.os,
      browser: agent.browser,
      country,
      region,
      city,
      visitorId,
      createdAt: at,
    });
  }

  let present = partitionsSeen.get(tx);
  if (!present) partitionsSeen.set(tx, (present = new Set()));
  const unchecked = [...months].filter((month) => !present.has(month)).sort();
  if (unchecked.length > 0) {
    const missing = await tx.$queryRawUnsafe<{ month: string }[]>(MISSING_MONTHS, unchecked);
    for (const { month } of missing) await tx.$queryRawUnsafe(ENSURE, month);
    for (const month of unchecked) present.add(month);
  }

  // Sorted keys: concurrent imports and live batches lock shared rollup rows in one order.
  const rollupRows = [...rollups.keys()].sort().map((key) => {
    const [day, dimension, value] = key.split(SEPARATOR);
    return { qrCodeId: code.id, day, dimension, value, count: rollups.get(key) as number };
  });
  const visitorRows = [...visitorDays].sort().map((key) => {
    const [day, visitorId] = key.split(SEPARATOR);
    return { qrCodeId: code.id, day, visitorId };
  });
  const chunks = Math.max(1, Math.ceil(Math.max(scans.length, rollupRows.length, visitorRows.length) / CHUNK));
  for (let chunk = 0; chunk < chunks; chunk++) {
    const [from, to] = [chunk * CHUNK, (chunk + 1) * CHUNK];
    const { text, values } = writeChunk(
      code,
      chunk === 0 ? clicks : 0,
      scans.slice(from, to),
      rollupRows.slice(from, to),
      visitorRows.slice(from, to),
    ).build();
    await tx.$queryRawUnsafe(text, ...values);
  }
}
