import type { z } from "zod";
import { getQrCodeOrThrow } from "../codes/get-qr-code-or-throw";
import { db, getDatabase } from "../db/client";
import { ROLLUP } from "../scans/rollup-dimensions";
import { readDaily } from "./read-rollups";
import { SCAN_ROW_SELECT } from "./scan-row-select";
import type { ScanEventSchema, ScansQueryInput } from "./stats-schemas";
import { dayEnd, dayStart } from "./utc-days";

/** The column holds only the two kinds the scan writer records. */
type EventType = z.output<typeof ScanEventSchema>["eventType"];
type Window = { gte?: Date; lt?: Date };

// Events per UTC day between the first and the last day that still hold events (retention drops
// whole months of events, never their rollups), from the rollups: every event is a click (`total`)
// or an impression, counted in the statement that wrote it. Two index probes find those days; the
// counts are one range of the partial index on the `total` and `impression` rows (migration
// 20261204090000_scan_daily_totals), whose dimensions are written here for PostgreSQL to match it.
const EVENT_DAYS = `
  WITH edges AS (
    SELECT (SELECT min("createdAt") FROM "ScanEvent" WHERE "qrCodeId" = $1 AND "createdAt" >= $2::date AND "createdAt" < $3::date + 1) AS first,
           (SELECT max("createdAt") FROM "ScanEvent" WHERE "qrCodeId" = $1 AND "createdAt" >= $2::date AND "createdAt" < $3::date + 1) AS last)
  SELECT d.day, SUM(d.count)::int8 AS count FROM "ScanDailyCount" d, edges
  WHERE d."qrCodeId" = $1 AND d.dimension IN ('${ROLLUP.total}', '${ROLLUP.impression}')
    AND d.day BETWEEN to_char(edges.first, 'YYYY-MM-DD') AND to_char(edges.last, 'YYYY-MM-DD')
  GROUP BY d.day ORDER BY d.day DESC`;

/** Events per UTC day of the days (inclusive, either bound optional) that hold any, newest day first. */
async function eventsPerDay(
  qrCodeId: string,
  startDate: string | undefined,
  endDate: string | undefined,
): Promise<{ day: string; count: number }[]> {
  const { sql } = await getDatabase();
  const rows = await sql.query<{ day: string; count: unknown }>(EVENT_DAYS, [
    qrCodeId,
    startDate ?? "-infinity",
    endDate ?? "infinity",
  ]);
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];
const OLDEST_FIRST = [{ createdAt: "asc" as const }, { id: "asc" as const }];
const HOUR_MS = 3_600_000;

/** A span of time and how many events it holds. */
type Span = { from: Date; to: Date; count: number };

/**
 * The span of `day` (holding `count` events) that the `skip`th event newest first falls in, and its
 * place there: the day's hour from the `hour` rollups when they account for every event of the day
 * (days written before those rollups existed do not), else the whole day.
 */
async function spanOf(qrCodeId: string, day: string, count: number, skip: number) {
  const whole = { span: { from: dayStart(day), to: dayEnd(day), count }, skip };
  const hours = (await readDaily(qrCodeId, [day], [ROLLUP.hour])).sort((a, b) => (a.value < b.value ? 1 : -1));
  if (hours.reduce((sum, hour) => sum + hour.count, 0) !== count) return whole;
  let rest = skip;
  for (const { value, count: n } of hours) {
    if (rest < n) {
      const from = new Date(dayStart(day).getTime() + Number(value) * HOUR_MS);
      return { span: { from, to: new Date(from.getTime() + HOUR_MS), count: n }, skip: rest };
    }
    rest -= n;
  }
  return whole;
}

/**
 * The key of the `skip`th event of the span newest first: found in the (qrCodeId, createdAt, id)
 * index alone, no table row read for the ones passed, walking from the nearer end of the span, so
 * no page passes more than half an hour of events (half a day on days without hour rollups).
 */
async function pageStart(qrCodeId: string, { from, to, count }: Span, skip: number) {
  const prisma = await db();
  const fromNewest = skip < count - skip;
  return prisma.scanEvent.findFirst({
    where: { qrCodeId, createdAt: { gte: from, lt: to } },
    orderBy: fromNewest ? NEWEST_FIRST : OLDEST_FIRST,
    skip: fromNewest ? skip : count - 1 - skip,
    select: { createdAt: true, id: true },
  });
}

/** `size` events newest first from the `skip`th of `day` (which holds `count`), and on into older days. */
async function readPage(qrCodeId: string, window: Window, day: string, skip: number, count: number, size: number) {
  const prisma = await db();
  let first: { createdAt: Date; id: string } | null = null;
  if (skip > 0) {
    const start = await spanOf(qrCodeId, day, count, skip);
    first = await pageStart(qrCodeId, start.span, start.skip);
    if (!first) return [];
  }
  const from = first
    ? { createdAt: { ...window, lte: first.createdAt }, NOT: { createdAt: first.createdAt, id: { gt: first.id } } }
    : { createdAt: { ...window, lt: dayEnd(day) } };
  return prisma.scanEvent.findMany({
    where: { qrCodeId, ...from },
    orderBy: NEWEST_FIRST,
    take: size,
    select: SCAN_ROW_SELECT,
  });
}

/**
 * qrcodes.getScans: one page of a code's raw scan events (clicks and impressions), newest first.
 * The total comes from the rollups, and a page starts from the day and hour its first row falls on,
 * so no page counts or skips more than half an hour of events whatever its number.
 */
export async function listScans(accountId: string, id: string, { page, size, startDate, endDate }: ScansQueryInput) {
  await getQrCodeOrThrow(accountId, id, { id: true });
  const window: Window = { ...(startDate && { gte: dayStart(startDate) }), ...(endDate && { lt: dayEnd(endDate) }) };
  const days = await eventsPerDay(id, startDate, endDate);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  let skip = (page - 1) * size;
  const start = days.find(({ count }) => {
    if (skip < count) return true;
    skip -= count;
    return false;
  }); // the day the page's first row falls on
  const rows = start ? await readPage(id, window, start.day, skip, start.count, size) : [];
  const data = rows.map(({ createdAt: at, ...event }) => ({
    ...event,
    eventType: event.eventType as EventType,
    timestamp: at.toISOString(),
  }));
  return { data, pagination: { page, size, total, totalPages: Math.ceil(total / size) } };
}
