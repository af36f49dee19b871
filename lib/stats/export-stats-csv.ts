import { getQrCodeOrThrow } from "../codes/get-qr-code-or-throw";
import { csvHeaders, csvRows } from "./csv";
import { getStats } from "./get-stats";
import type { DayRange } from "./stats-schemas";

/**
 * GET /api/v1/qrcodes/{id}/stats.csv: the statistics of a range in one long table a spreadsheet
 * can pivot: `metric,key,count`, one row per day, device, browser, OS, country, place and
 * destination, after the totals.
 */
export async function exportStatsCsv(accountId: string, id: string, range: DayRange): Promise<Response> {
  const code = await getQrCodeOrThrow(accountId, id, { shortCode: true });
  const stats = await getStats(accountId, id, range);
  const rows: (string | number)[][] = [
    ["range", `${range.startDate}..${range.endDate}`, stats.dailyScans.length],
    ["totalScans", "", stats.totalScans],
    ["uniqueUsers", "", stats.uniqueUsers],
    ["impressions", "", stats.impressions],
    ...stats.dailyScans.map(({ date, count }) => ["day", date, count]),
    ...Object.entries(stats.deviceBreakdown).map(([device, count]) => ["device", device, count]),
    ...stats.topBrowsers.map(({ browser, count }) => ["browser", browser, count]),
    ...stats.topOS.map(({ os, count }) => ["os", os, count]),
    ...stats.countries.map(({ country, count }) => ["country", country, count]),
    ...stats.geoData.map(({ country, region, city, count }) => ["place", [city, region, country].join(", "), count]),
    ...stats.topDestinations.map(({ destination, count }) => ["destination", destination, count]),
  ];
  return new Response(csvRows(rows, ["metric", "key", "count"]), {
    headers: csvHeaders(`stats-${code.shortCode ?? id}-${range.startDate}-${range.endDate}.csv`),
  });
}
