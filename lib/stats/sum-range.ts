import { getDatabase } from "../db/client";
import { ROLLUP } from "../scans/rollup-dimensions";
import { readSettledSums } from "./month-sums";
import { countVisitors, readSums, readVisitors } from "./read-rollups";
import { includesHash, recall, remember, type SettledDays } from "./settled-days-cache";
import type { DayRange } from "./stats-schemas";
import { sketchDayVisitors, TODAY_SKETCH_FROM_CLICKS } from "./today-sketch";
import { addDays, daysBetween, eachDay, today } from "./utc-days";
import { addHash, emptySketch, estimate, mergeInto, type Sketch, visitorHash } from "./visitor-sketch";
import { sketchPastVisitors } from "./visitor-sketches";

const SUMMED_DIMENSIONS = [ROLLUP.device, ROLLUP.os, ROLLUP.browser, ROLLUP.geo, ROLLUP.destination];
const MIN_SETTLED_DAYS = 7; // below this, summing the whole range each time is cheap
/**
 * Up to this many clicks over the range, unique users are counted exactly (every visitor id
 * compared); above, estimated from HyperLogLog sketches (lib/stats/visitor-sketch.ts: typical
 * error 0.8%, within 2% about 98.6% of the time).
 */
export const EXACT_VISITORS_UP_TO_CLICKS = 50_000;

export interface RangeSums {
  /** Clicks per `${dimension}\0${value}`. */
  sums: Map<string, number>;
  uniqueUsers: number;
}

// Concurrent first reads of the same days share one load.
const loading = new Map<string, Promise<SettledDays>>();

async function readSettled(
  qrCodeId: string,
  startDate: string,
  endDate: string,
  version: number,
  clicksByDay: Map<string, number>,
): Promise<SettledDays> {
  const visitors = async (): Promise<SettledDays["visitors"]> => {
    if (version > EXACT_VISITORS_UP_TO_CLICKS)
      return { sketch: await sketchPastVisitors(qrCodeId, eachDay(startDate, endDate), clicksByDay) };
    return { hashes: Float64Array.from(await readVisitors(qrCodeId, startDate, endDate), visitorHash).sort() };
  };
  const { sql } = await getDatabase();
  const [sums, settledVisitors] = await Promise.all([
    readSettledSums(sql, qrCodeId, eachDay(startDate, endDate), clicksByDay, SUMMED_DIMENSIONS),
    visitors(),
  ]);
  return { version, sums, visitors: settledVisitors };
}

async function loadSettled(
  key: string,
  qrCodeId: string,
  startDate: string,
  endDate: string,
  version: number,
  clicksByDay: Map<string, number>,
): Promise<SettledDays> {
  const loadKey = `${key}|${version}`;
  let load = loading.get(loadKey);
  if (!load) {
    load = readSettled(qrCodeId, startDate, endDate, version, clicksByDay).finally(() => loading.delete(loadKey));
    loading.set(loadKey, load);
  }
  const settled = await load;
  remember(key, settled);
  return settled;
}

/** Today's visitors (and any later day's): every id, or a sketch for a busy code counted by estimate anyway. */
type LiveVisitors = { ids: string[] } | { sketch: Sketch };

async function readLiveVisitors(
  qrCodeId: string,
  range: DayRange,
  liveStart: string,
  clicksByDay: Promise<Map<string, number>>,
): Promise<LiveVisitors> {
  const clicks = await clicksByDay;
  let rangeClicks = 0;
  for (const [day, count] of clicks) if (day >= range.startDate && day <= range.endDate) rangeClicks += count;
  const busy =
    liveStart === today() &&
    rangeClicks > EXACT_VISITORS_UP_TO_CLICKS &&
    (clicks.get(liveStart) ?? 0) >= TODAY_SKETCH_FROM_CLICKS;
  const sketch = busy ? await sketchDayVisitors((await getDatabase()).sql, qrCodeId, liveStart) : undefined;
  if (!sketch) return { ids: await readVisitors(qrCodeId, liveStart, range.endDate) };
  if (range.endDate > liveStart)
    for (const id of await readVisitors(qrCodeId, addDays(liveStart, 1), range.endDate))
      addHash(sketch, visitorHash(id));
  return { sketch };
}

/** Distinct visitors of the settled days and of today's together. */
function countUnion(settled: SettledDays["visitors"], live: LiveVisitors): number {
  if ("sketch" in live || "sketch" in settled) {
    const sketch = "sketch" in settled ? settled.sketch.slice() : emptySketch();
    if ("hashes" in settled) for (const hash of settled.hashes) addHash(sketch, hash);
    if ("sketch" in live) mergeInto(sketch, live.sketch);
    else for (const id of live.ids) addHash(sketch, visitorHash(id));
    return estimate(sketch);
  }
  let count = settled.hashes.length;
  for (const id of live.ids) if (!includesHash(settled.hashes, visitorHash(id))) count++; // the ids are distinct
  return count;
}

/**
 * Device, OS, browser and place counts and the distinct visitors of the range. At a million
 * scans the range holds ~10k visitor days and ~2k places a day, too many to re-read on every
 * call; but days before today rarely change. Their sums and visitors are remembered, versioned
 * by the clicks the `total` rollup counts over them (`clicksByDay`), so any scan written there
 * later (rollups and visitor days are written together with it) is seen; only today is re-read.
 * Visitors of wide ranges come from stored per-day and per-month sketches, and the counts of
 * months in the range (the current one so far) from their stored sums (lib/stats/month-sums.ts),
 * so a cold read (a fresh or another instance) reads neither every visitor id nor every day's
 * places of the range. A busy code's visitors of today come from the stored sketch of today's
 * hours so far and the clicks since (lib/stats/today-sketch.ts), when that sketch is current.
 */
export async function sumRange(
  qrCodeId: string,
  range: DayRange,
  clicksByDay: Promise<Map<string, number>>,
): Promise<RangeSums> {
  const yesterday = addDays(today(), -1);
  // biome-ignore lint/complexity/useMathMinMax: ISO day strings, compared as text
  const settledEnd = range.endDate < yesterday ? range.endDate : yesterday;
  if (daysBetween(range.startDate, settledEnd) + 1 < MIN_SETTLED_DAYS) {
    const [sums, uniqueUsers] = await Promise.all([
      readSums(qrCodeId, range.startDate, range.endDate, SUMMED_DIMENSIONS),
      countVisitors(qrCodeId, range.startDate, range.endDate),
    ]);
    return { sums, uniqueUsers };
  }
  const liveStart = addDays(settledEnd, 1);
  const live =
    settledEnd < range.endDate
      ? Promise.all([
          readSums(qrCodeId, liveStart, range.endDate, SUMMED_DIMENSIONS),
          readLiveVisitors(qrCodeId, range, liveStart, clicksByDay),
        ])
      : Promise.resolve([new Map<string, number>(), { ids: [] as string[] }] as const);
  live.catch(() => {}); // awaited below; until then a failure must not count as unhandled

  const clicks = await clicksByDay;
  let version = 0;
  for (const [day, count] of clicks) if (day >= range.startDate && day <= settledEnd) version += count;
  const key = `${qrCodeId}|${range.startDate}|${settledEnd}`;
  const settled =
    recall(key, version) ?? (await loadSettled(key, qrCodeId, range.startDate, settledEnd, version, clicks));

  const [liveSums, liveVisitors] = await live;
  const sums = new Map(settled.sums);
  for (const [key, count] of liveSums) sums.set(key, (sums.get(key) ?? 0) + count);
  return { sums, uniqueUsers: countUnion(settled.visitors, liveVisitors) };
}
