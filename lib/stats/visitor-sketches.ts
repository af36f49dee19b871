import { getDatabase } from "../db/client";
import type { SqlRunner } from "../db/sql-runner";
import { today } from "./utc-days";
import { addHash, emptySketch, encodeSketch, mergeEncoded, type Sketch, visitorHash } from "./visitor-sketch";

// The stored sketches of past days and months (ScanVisitorSketch): a month's covers its days before
// the day it was made, so the current month's too, up to yesterday. A period's sketch is good
// while the clicks the `total` rollup counts over it equal the ones it was made from (a scan
// written late to a past day, or a day settling in the current month, changes them); otherwise,
// or if missing, it is made again: a day's from its ScanVisitorDay rows, a month's from its days'
// sketches. Reads make what they miss; the background job (lib/stats/sketch-settled-periods.ts)
// makes them first, as days settle.

const READ = `SELECT period, clicks, sketch FROM "ScanVisitorSketch" WHERE "qrCodeId" = $1 AND period = ANY($2::text[])`;
const WRITE = `
  INSERT INTO "ScanVisitorSketch" ("qrCodeId", "period", "clicks", "sketch")
  SELECT $1, p, c, decode(s, 'hex') FROM unnest($2::text[], $3::int[], $4::text[]) AS t(p, c, s)
  ON CONFLICT ("qrCodeId", "period") DO UPDATE SET "clicks" = EXCLUDED."clicks", "sketch" = EXCLUDED."sketch"`;
// A settled day's sketch replaces the code's sketch of that day's hours (lib/stats/today-sketch.ts).
const DROP_HOURS = `DELETE FROM "ScanVisitorSketch" WHERE "qrCodeId" = $1 AND period LIKE '____-__-__T__' AND left(period, 10) = ANY($2::text[])`;
const DAY_VISITORS = `SELECT day, "visitorId" AS id FROM "ScanVisitorDay" WHERE "qrCodeId" = $1 AND day = ANY($2::text[])`;
const DAYS_PER_READ = 4; // bounds the ids held at once (a busy day has tens of thousands)

type Stored = Map<string, Uint8Array>; // period → encoded sketch
/** Where sketches are read and written: the database's pool, or the job's transaction. */
export type SketchRunner = Pick<SqlRunner, "query">;

async function readStored(
  sql: SketchRunner,
  qrCodeId: string,
  periods: string[],
  clicksOf: (period: string) => number,
): Promise<Stored> {
  const rows = periods.length
    ? await sql.query<{ period: string; clicks: number; sketch: Uint8Array }>(READ, [qrCodeId, periods])
    : [];
  return new Map(rows.filter((row) => row.clicks === clicksOf(row.period)).map((row) => [row.period, row.sketch]));
}

async function store(
  sql: SketchRunner,
  qrCodeId: string,
  made: Stored,
  clicksOf: (period: string) => number,
): Promise<void> {
  if (made.size === 0) return;
  const periods = [...made.keys()];
  const hex = periods.map((period) => Buffer.from(made.get(period) as Uint8Array).toString("hex"));
  await sql.query(WRITE, [qrCodeId, periods, periods.map(clicksOf), hex]);
}

/** Makes the sketches of days from their visitor rows, a few days per read. */
async function sketchDays(sql: SketchRunner, qrCodeId: string, days: string[]): Promise<Stored> {
  const made: Stored = new Map();
  for (let at = 0; at < days.length; at += DAYS_PER_READ) {
    const chunk = days.slice(at, at + DAYS_PER_READ);
    const sketches = new Map(chunk.map((day) => [day, emptySketch()]));
    for (const row of await sql.query<{ day: string; id: string }>(DAY_VISITORS, [qrCodeId, chunk])) {
      addHash(sketches.get(row.day) as Sketch, visitorHash(row.id));
    }
    for (const [day, sketch] of sketches) made.set(day, encodeSketch(sketch));
  }
  return made;
}

/** Makes and stores the sketches of past days with clicks (`clicksByDay`: their `total` rollup). */
export async function storeDaySketches(
  sql: SketchRunner,
  qrCodeId: string,
  clicksByDay: Map<string, number>,
): Promise<number> {
  const made = await sketchDays(sql, qrCodeId, [...clicksByDay.keys()]);
  await store(sql, qrCodeId, made, (day) => clicksByDay.get(day) ?? 0);
  if (made.size > 0) await sql.query(DROP_HOURS, [qrCodeId, [...made.keys()]]);
  return made.size;
}

/**
 * The visitors of past days with clicks, as one sketch. Months whose settled days are all in
 * `days` (a closed month whole, the current one up to yesterday) are read as their month's
 * sketch, other days as theirs; what is missing or stale is made and stored.
 */
export async function sketchPastVisitors(
  qrCodeId: string,
  days: string[],
  clicksByDay: Map<string, number>,
  runner?: SketchRunner,
): Promise<Sketch> {
  const sql = runner ?? (await getDatabase()).sql;
  const active = days.filter((day) => (clicksByDay.get(day) ?? 0) > 0);
  const inRange = new Set(days);
  const monthDays = new Map<string, string[]>();
  for (const day of active) {
    const month = monthDays.get(day.slice(0, 7)) ?? [];
    if (month.length === 0) monthDays.set(day.slice(0, 7), month);
    month.push(day);
  }
  const settled = today();
  const wholeMonths = [...monthDays.keys()].filter((month) =>
    settledDays(month, settled).every((day) => inRange.has(day)),
  );
  const looseDays = active.filter((day) => !wholeMonths.includes(day.slice(0, 7)));

  const clicksOf = (period: string) =>
    period.length === 7
      ? (monthDays.get(period) ?? []).reduce((sum, day) => sum + (clicksByDay.get(day) ?? 0), 0)
      : (clicksByDay.get(period) ?? 0);
  const stored = await readStored(sql, qrCodeId, [...wholeMonths, ...looseDays], clicksOf);
  const missingMonths = wholeMonths.filter((month) => !stored.has(month));
  const monthDaysNeeded = missingMonths.flatMap((month) => monthDays.get(month) ?? []);
  const dayStore = new Map([...stored].filter(([period]) => period.length === 10));
  for (const [day, sketch] of await readStored(sql, qrCodeId, monthDaysNeeded, clicksOf)) dayStore.set(day, sketch);
  const madeDays = await sketchDays(
    sql,
    qrCodeId,
    [...looseDays, ...monthDaysNeeded].filter((day) => !dayStore.has(day)),
  );
  for (const [day, sketch] of madeDays) dayStore.set(day, sketch);

  const madeMonths: Stored = new Map();
  for (const month of missingMonths) {
    const sketch = emptySketch();
    for (const day of monthDays.get(month) ?? []) mergeEncoded(sketch, dayStore.get(day) as Uint8Array);
    madeMonths.set(month, encodeSketch(sketch));
  }
  await store(sql, qrCodeId, new Map([...madeDays, ...madeMonths]), clicksOf);

  const merged = emptySketch();
  for (const month of wholeMonths) mergeEncoded(merged, (stored.get(month) ?? madeMonths.get(month)) as Uint8Array);
  for (const day of looseDays) mergeEncoded(merged, dayStore.get(day) as Uint8Array);
  return merged;
}

/**
 * A month's days before `today`: all of a closed month, the current one so far. A month's stored
 * sketch covers these when made; its clicks tell whether they are still what it covers.
 */
export const settledDays = (month: string, today: string): string[] => calendarDays(month).filter((day) => day < today);

/** Every day of a "YYYY-MM" month. */
export function calendarDays(month: string): string[] {
  const [year, index] = month.split("-").map(Number);
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Array.from({ length }, (_, day) => `${month}-${String(day + 1).padStart(2, "0")}`);
}
