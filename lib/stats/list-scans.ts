import type { z } from "zod";
import { getQrCodeOrThrow } from "../codes/get-qr-code-or-throw";
import { db } from "../db/client";
import { ROLLUP } from "../scans/rollup-dimensions";
import { readDaily, readDayTotals } from "./read-rollups";
import { SCAN_ROW_SELECT } from "./scan-row-select";
import type { ScanEventSchema, ScansQueryInput } from "./stats-schemas";
import { dayEnd, dayStart, eachDay } from "./utc-days";

/** The column holds only the two kinds the scan writer records. */
type EventType = z.output<typeof ScanEventSchema>["eventType"];
type Window = { gte?: Date; lt?: Date };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Spans of days up to this are read by one index probe per day; wider ones by one range scan. */
const PROBED_DAYS = 3660;

/**
 * Events per UTC day in the window that holds any, newest day first, from the rollups: every event
 * is a click (`total`) or an impression, counted in the statement that wrote it, and retention
 * removes whole days. Two index probes find the first and last day that still hold events.
 */
async function eventsPerDay(qrCodeId: string, window: Window): Promise<{ day: string; count: number }[]> {
  const prisma = await db();
  const edge = (direction: "asc" | "desc") =>
    prisma.scanEvent.findFirst({
      where: { qrCodeId, createdAt: window },
      orderBy: { createdAt: direction },
      select: { createdAt: true },
    });
  const [first, last] = await Promise.all([edge("asc"), edge("desc")]);
  if (!first || !last) return [];
  const [from, to] = [dayOf(first.createdAt), dayOf(last.createdAt)];
  const dimensions = [ROLLUP.total, ROLLUP.impression];
  // Events dated across centuries (imported or test data) would make millions of probes.
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  let counts: Map<string, number>;
  if (span < PROBED_DAYS) {
    counts = new Map();
    for (const row of await readDaily(qrCodeId, eachDay(from, to), dimensions))
      counts.set(row.day, (counts.get(row.day) ?? 0) + row.count);
  } else counts = await readDayTotals(qrCodeId, from, to, dimensions);
  return [...counts].sort(([a], [b]) => (a < b ? 1 : -1)).map(([day, count]) => ({ day, count }));
}

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/**
 * `size` events from the `skip`th, newest first: the first row is found in the index alone
 * (qrCodeId, createdAt, id; no table row read for the ones skipped), the page is read from it.
 */
async function readPage(qrCodeId: string, window: Window, skip: number, size: number) {
  const prisma = await db();
  const where = { qrCodeId, createdAt: window };
  const first =
    skip === 0
      ? null
      : await prisma.scanEvent.findFirst({ where, orderBy: NEWEST_FIRST, skip, select: { createdAt: true, id: true } });
  if (skip > 0 && !first) return [];
  const from = first
    ? { createdAt: { ...window, lte: first.createdAt }, NOT: { createdAt: first.createdAt, id: { gt: first.id } } }
    : {};
  return prisma.scanEvent.findMany({
    where: { ...where, ...from },
    orderBy: NEWEST_FIRST,
    take: size,
    select: SCAN_ROW_SELECT,
  });
}

/**
 * qrcodes.getScans: one page of a code's raw scan events (clicks and impressions), newest first.
 * The total comes from the rollups, and a page starts from the day its first row falls on, so no
 * page counts or skips more than one day of events whatever its number.
 */
export async function listScans(accountId: string, id: string, { page, size, startDate, endDate }: ScansQueryInput) {
  await getQrCodeOrThrow(accountId, id, { id: true });
  const window: Window = { ...(startDate && { gte: dayStart(startDate) }), ...(endDate && { lt: dayEnd(endDate) }) };
  const days = await eventsPerDay(id, window);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  let skip = (page - 1) * size;
  let start: string | undefined; // the day the page's first row falls on
  for (const { day, count } of days) {
    if (skip < count) {
      start = day;
      break;
    }
    skip -= count;
  }
  const rows = start ? await readPage(id, { ...window, lt: dayEnd(start) }, skip, size) : [];
  const data = rows.map(({ createdAt: at, ...event }) => ({
    ...event,
    eventType: event.eventType as EventType,
    timestamp: at.toISOString(),
  }));
  return { data, pagination: { page, size, total, totalPages: Math.ceil(total / size) } };
}
