/**
 * Dimensions of ScanDailyCount rows, written with every scan batch (lib/scans) and read by the
 * statistics (lib/stats). Clicks (followed short links) count in `total`, device, os, browser and
 * geo; image views count only in `impression`. Requests answered but not recorded (bots, repeats
 * beyond the limit: lib/scans/scan-record.ts FilterReason) count in `filtered` (clicks) or
 * `filtered-impression` (image views), one row per reason, so nothing is dropped uncounted.
 * `hour` counts every event written (clicks and impressions) per UTC hour of its day, kept past
 * retention as every rollup is: where the scan list finds a deep page's first row without passing
 * the day's later hours.
 */
export const ROLLUP = {
  total: "total", // value ""
  device: "device", // value: mobile | desktop | tablet | other
  os: "os", // value: OS name or "Unknown"
  browser: "browser", // value: browser name or "Unknown"
  geo: "geo", // value: geoValue(country, region, city)
  impression: "impression", // value ""
  filtered: "filtered", // value: FilterReason (bot | repeat); clicks not counted as scans
  filteredImpression: "filtered-impression", // value: FilterReason; image views not counted
  destination: "destination", // value: the destination URL that served; codes with routing rules only
  hour: "hour", // value: the UTC hour "00".."23"; every event, click or impression
} as const;

/** The `hour` rollup's value of an event's time. */
export const utcHour = (at: Date): string => at.toISOString().slice(11, 13);

const SEPARATOR = "\u001f"; // unit separator: never part of a place name

export const geoValue = (country: string, region: string, city: string): string =>
  [country, region, city].join(SEPARATOR);

export function parseGeoValue(value: string): { country: string; region: string; city: string } {
  const [country = "Unknown", region = "Unknown", city = "Unknown"] = value.split(SEPARATOR);
  return { country, region, city };
}
