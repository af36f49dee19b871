import { getQrCodeOrThrow } from "../codes/get-qr-code-or-throw";
import { parseGeoValue, ROLLUP } from "../scans/rollup-dimensions";
import { FILTER_REASONS, type FilterReason } from "../scans/scan-record";
import { type DailyRow, readDaily } from "./read-rollups";
import type { DayRange, Statistics } from "./stats-schemas";
import { sumRange } from "./sum-range";
import { TOP_LIMITS } from "./top-limits";
import { eachDay } from "./utc-days";

const DEVICES = ["mobile", "desktop", "tablet", "other"];

/** Names ignoring case, then in byte order: the tie-break of every top list. */
export function compareNames(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The values of one dimension by count, descending, then name; at most `limit`. */
function ranked(sums: Map<string, number>, dimension: string, limit = Infinity): { value: string; count: number }[] {
  const prefix = `${dimension}\0`;
  const rows = [...sums]
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, count]) => ({ value: key.slice(prefix.length), count }));
  return rows.sort((a, b) => b.count - a.count || compareNames(a.value, b.value)).slice(0, limit);
}

/** Scans per country: the geo rollup's places summed by their country, every country kept. */
function byCountry(sums: Map<string, number>): { country: string; count: number }[] {
  const countries = new Map<string, number>();
  for (const { value, count } of ranked(sums, ROLLUP.geo)) {
    const { country } = parseGeoValue(value);
    countries.set(country, (countries.get(country) ?? 0) + count);
  }
  return [...countries]
    .map(([country, count]) => ({ country, count }))
    .sort((a, b) => b.count - a.count || compareNames(a.country, b.country));
}

/** Requests answered but not counted, per reason: clicks in `filtered`, image views apart. */
function filteredCounts(rows: DailyRow[]): Pick<Statistics, "filtered" | "filteredImpressions"> {
  const filtered: Statistics["filtered"] = { total: 0, bot: 0, preview: 0, repeat: 0 };
  let filteredImpressions = 0;
  for (const { dimension, value, count } of rows) {
    if (dimension === ROLLUP.filteredImpression) filteredImpressions += count;
    if (dimension !== ROLLUP.filtered) continue;
    filtered.total += count;
    if ((FILTER_REASONS as readonly string[]).includes(value)) filtered[value as FilterReason] += count;
  }
  return { filtered, filteredImpressions };
}

/**
 * qrcodes.getStats: the statistics object of one code over a range of UTC days, from the daily
 * rollups (lib/scans writes them with every scan batch). Scans are clicks; impressions (views of
 * the public image) are reported apart.
 */
export async function getStats(accountId: string, id: string, range: DayRange): Promise<Statistics> {
  await getQrCodeOrThrow(accountId, id, { id: true });
  return codeStatistics(id, range);
}

/** The statistics of a code its caller has already found (getStats, a shared page: lib/shares). */
export async function codeStatistics(id: string, range: DayRange): Promise<Statistics> {
  const days = eachDay(range.startDate, range.endDate);
  const daily = readDaily(id, days, [ROLLUP.total, ROLLUP.impression, ROLLUP.filtered, ROLLUP.filteredImpression]);
  const clicksByDay = daily.then(
    (rows) => new Map(rows.filter((row) => row.dimension === ROLLUP.total).map((row) => [row.day, row.count])),
  );
  const [dailyRows, clicks, { sums, uniqueUsers }] = await Promise.all([
    daily,
    clicksByDay,
    sumRange(id, range, clicksByDay),
  ]);

  const dailyScans = days.map((date) => ({ date, count: clicks.get(date) ?? 0 }));
  const deviceBreakdown: Record<string, number> = Object.fromEntries(DEVICES.map((device) => [device, 0]));
  for (const { value, count } of ranked(sums, ROLLUP.device)) deviceBreakdown[value] = count;
  return {
    totalScans: dailyScans.reduce((sum, day) => sum + day.count, 0),
    uniqueUsers,
    deviceBreakdown,
    dailyScans,
    topBrowsers: ranked(sums, ROLLUP.browser, TOP_LIMITS.browser).map(({ value, count }) => ({
      browser: value,
      count,
    })),
    topOS: ranked(sums, ROLLUP.os, TOP_LIMITS.os).map(({ value, count }) => ({ os: value, count })),
    geoData: ranked(sums, ROLLUP.geo, TOP_LIMITS.geo).map(({ value, count }) => ({ ...parseGeoValue(value), count })),
    countries: byCountry(sums),
    topDestinations: ranked(sums, ROLLUP.destination, TOP_LIMITS.destination).map(({ value, count }) => ({
      destination: value,
      count,
    })),
    impressions: dailyRows
      .filter((row) => row.dimension === ROLLUP.impression)
      .reduce((sum, row) => sum + row.count, 0),
    ...filteredCounts(dailyRows),
  };
}
