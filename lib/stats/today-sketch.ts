import { ROLLUP } from "../scans/rollup-dimensions";
import { addDays } from "./utc-days";
import { addHash, emptySketch, mergeEncoded, type Sketch, visitorHash } from "./visitor-sketch";
import type { SketchRunner } from "./visitor-sketches";

// Today's visitors of a busy code. A day's sketch is made once the day settles, so without this
// every statistics read would hash all of today's visitor ids (hundreds of thousands on a busy
// code). The background job (lib/stats/sketch-settled-periods.ts) keeps, hour by hour, a sketch of
// the day so far: period "YYYY-MM-DDTHH" holds the visitors of the day's clicks before HH:00 UTC.
// Its `clicks` column is the day's `hour` rollup summed over those hours (every event, clicks and
// image views alike), so a scan written late to one of them shows, and the sketch is not used until
// it is made again. Reads add the visitors of the clicks from HH:00 on, from ScanEvent: an hour or
// so of them. Every click's visitor is both in ScanEvent and in ScanVisitorDay (written in one
// statement, lib/scans/write-scan-batch.ts, and lib/imports/import-visits.ts), and retention never
// drops today's events, so the two sources agree.

/** Below this many clicks today a code's ids are read as they are: cheap, and exact. */
export const TODAY_SKETCH_FROM_CLICKS = 10_000;

export const hourPeriod = (day: string, hour: number): string => `${day}T${String(hour).padStart(2, "0")}`;

const STORED = `
  SELECT period, clicks, sketch FROM "ScanVisitorSketch"
  WHERE "qrCodeId" = $1 AND period > $2 AND period < $3 ORDER BY period DESC`;
const HOURS = `SELECT value, count FROM "ScanDailyCount" WHERE "qrCodeId" = $1 AND day = $2 AND dimension = '${ROLLUP.hour}'`;
const CLICK_VISITORS = `
  SELECT "visitorId" AS id FROM "ScanEvent"
  WHERE "qrCodeId" = $1 AND "createdAt" >= $2::timestamp(3) AND "createdAt" < $3::timestamp(3) AND "eventType" = 'click'`;

/** The start of an hour of a day as PostgreSQL's timestamp text (hour 24 is the next day's start). */
const hourStart = (day: string, hour: number): string =>
  hour >= 24 ? `${addDays(day, 1)}T00:00:00` : `${hourPeriod(day, hour)}:00:00`;

/** `before[h]`: the events the `hour` rollup counted on the day before h:00 (h = 0..24). */
export async function readHourVersions(sql: SketchRunner, qrCodeId: string, day: string): Promise<number[]> {
  const perHour = new Array<number>(24).fill(0);
  for (const row of await sql.query<{ value: string; count: unknown }>(HOURS, [qrCodeId, day])) {
    const hour = Number(row.value);
    if (Number.isInteger(hour) && hour >= 0 && hour < 24) perHour[hour] += Number(row.count);
  }
  const before = [0];
  for (const count of perHour) before.push((before.at(-1) as number) + count);
  return before;
}

export interface HourSketch {
  /** Covers the day's clicks before this hour. */
  hour: number;
  /** Stored form (lib/stats/visitor-sketch.ts's encodeSketch). */
  sketch: Uint8Array;
}

/** The newest stored sketch of the day's hours that still covers what it was made from. */
export async function readHourSketch(
  sql: SketchRunner,
  qrCodeId: string,
  day: string,
  before: number[],
): Promise<HourSketch | undefined> {
  const rows = await sql.query<{ period: string; clicks: number; sketch: Uint8Array }>(STORED, [
    qrCodeId,
    `${day}T`,
    `${day}U`,
  ]);
  for (const row of rows) {
    const hour = Number(row.period.slice(11));
    if (hour >= 1 && hour <= 24 && Number(row.clicks) === before[hour]) return { hour, sketch: row.sketch };
  }
  return undefined;
}

/** Adds the visitors of the clicks on `day` from `fromHour`:00 to `toHour`:00 (24: the day's end). */
export async function addClickVisitors(
  sql: SketchRunner,
  qrCodeId: string,
  day: string,
  fromHour: number,
  toHour: number,
  sketch: Sketch,
): Promise<void> {
  const rows = await sql.query<{ id: string }>(CLICK_VISITORS, [
    qrCodeId,
    hourStart(day, fromHour),
    hourStart(day, toHour),
  ]);
  for (const row of rows) addHash(sketch, visitorHash(row.id));
}

/** A stored sketch as registers one can add to. */
export function decodeSketch(stored: Uint8Array): Sketch {
  const sketch = emptySketch();
  mergeEncoded(sketch, stored);
  return sketch;
}

/**
 * The visitors of `day`'s clicks (today's) as a sketch: the stored one of its first hours and the
 * clicks after them. Undefined when none is current (the code's ids are then read as they are).
 */
export async function sketchDayVisitors(sql: SketchRunner, qrCodeId: string, day: string): Promise<Sketch | undefined> {
  const stored = await readHourSketch(sql, qrCodeId, day, await readHourVersions(sql, qrCodeId, day));
  if (!stored) return undefined;
  const sketch = decodeSketch(stored.sketch);
  await addClickVisitors(sql, qrCodeId, day, stored.hour, 24, sketch);
  return sketch;
}
