import { ROLLUP } from "../scans/rollup-dimensions";
import { countVisitors, readSums, readVisitors } from "./read-rollups";
import { hash53, includesHash, recall, remember, type SettledDays } from "./settled-days-cache";
import type { DayRange } from "./stats-schemas";
import { addDays, daysBetween, today } from "./utc-days";

const SUMMED_DIMENSIONS = [ROLLUP.device, ROLLUP.os, ROLLUP.browser, ROLLUP.geo, ROLLUP.destination];
const MIN_SETTLED_DAYS = 7; // below this, summing the whole range each time is cheap

export interface RangeSums {
  /** Clicks per `${dimension}\0${value}`. */
  sums: Map<string, number>;
  uniqueUsers: number;
}

// Concurrent first reads of the same days share one load.
const loading = new Map<string, Promise<SettledDays>>();

async function readSettled(qrCodeId: string, startDate: string, endDate: string, version: number): Promise<SettledDays> {
  const [sums, visitors] = await Promise.all([readSums(qrCodeId, startDate, endDate, SUMMED_DIMENSIONS), readVisitors(qrCodeId, startDate, endDate)]);
  return { version, sums, visitorCount: visitors.length, visitorHashes: Float64Array.from(visitors, hash53).sort() };
}

async function loadSettled(key: string, qrCodeId: string, startDate: string, endDate: string, version: number): Promise<SettledDays> {
  const loadKey = `${key}|${version}`;
  let load = loading.get(loadKey);
  if (!load) {
    load = readSettled(qrCodeId, startDate, endDate, version).finally(() => loading.delete(loadKey));
    loading.set(loadKey, load);
  }
  const settled = await load;
  remember(key, settled);
  return settled;
}

/**
 * Device, OS, browser and place counts and the distinct visitors of the range. At a million
 * scans the range holds ~10k visitor days and ~2k places a day, too many to re-read on every
 * call; but days before today rarely change. Their sums and visitors are remembered, versioned
 * by the clicks the `total` rollup counts over them (`clicksByDay`), so any scan written there
 * later (rollups and visitor days are written together with it) is seen; only today is re-read.
 */
export async function sumRange(qrCodeId: string, range: DayRange, clicksByDay: Promise<Map<string, number>>): Promise<RangeSums> {
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
      ? Promise.all([readSums(qrCodeId, liveStart, range.endDate, SUMMED_DIMENSIONS), readVisitors(qrCodeId, liveStart, range.endDate)])
      : Promise.resolve([new Map<string, number>(), []] as const);
  live.catch(() => {}); // awaited below; until then a failure must not count as unhandled

  let version = 0;
  for (const [day, clicks] of await clicksByDay) if (day >= range.startDate && day <= settledEnd) version += clicks;
  const key = `${qrCodeId}|${range.startDate}|${settledEnd}`;
  const settled = recall(key, version) ?? (await loadSettled(key, qrCodeId, range.startDate, settledEnd, version));

  const [liveSums, liveVisitors] = await live;
  const sums = new Map(settled.sums);
  for (const [key, count] of liveSums) sums.set(key, (sums.get(key) ?? 0) + count);
  let uniqueUsers = settled.visitorCount;
  for (const id of liveVisitors) if (!includesHash(settled.visitorHashes, hash53(id))) uniqueUsers++;
  return { sums, uniqueUsers };
}
