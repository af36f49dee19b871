import { codeStatistics } from "../stats/get-stats";
import type { DayRange, Statistics } from "../stats/stats-schemas";
import type { FoundShare } from "./find-share";

/**
 * What a shared statistics page shows, and nothing more: the code's name, totals, unique visitors,
 * the daily series, devices, browsers and countries. No scan list, visitor ids, places below the
 * country, or dashboard ids; the target URL and the destinations only when the owner shared them.
 */
export interface SharedStatistics {
  name: string;
  /** The code's creation day (UTC): where "All time" starts. */
  createdDay: string;
  range: DayRange;
  totalScans: number;
  uniqueUsers: number;
  impressions: number;
  dailyScans: Statistics["dailyScans"];
  deviceBreakdown: Statistics["deviceBreakdown"];
  topBrowsers: Statistics["topBrowsers"];
  countries: Statistics["countries"];
  /** Only with showTarget. */
  targetUrl: string | null;
  /** Only with showTarget; empty otherwise. */
  topDestinations: Statistics["topDestinations"];
}

export async function getSharedStats(share: FoundShare, range: DayRange): Promise<SharedStatistics> {
  const { qrCode: code, showTarget } = share;
  const stats = await codeStatistics(code.id, range);
  return {
    name: code.name?.trim() || "Untitled code",
    createdDay: code.createdAt.toISOString().slice(0, 10),
    range,
    totalScans: stats.totalScans,
    uniqueUsers: stats.uniqueUsers,
    impressions: stats.impressions,
    dailyScans: stats.dailyScans,
    deviceBreakdown: stats.deviceBreakdown,
    topBrowsers: stats.topBrowsers,
    countries: stats.countries,
    targetUrl: showTarget ? code.targetUrl : null,
    topDestinations: showTarget ? stats.topDestinations : [],
  };
}
