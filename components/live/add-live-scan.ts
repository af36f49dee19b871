import type { LiveScan } from "@/lib/live-scans/live-notice";

interface Daily {
  date: string;
  count: number;
}

/** The day list with the scan's UTC day counted once more (unchanged when the day is not in it). */
export function addToDay<D extends Daily>(days: D[], scan: LiveScan): D[] {
  const day = scan.createdAt.slice(0, 10);
  return days.map((entry) => (entry.date === day ? { ...entry, count: entry.count + 1 } : entry));
}

/** Whether the scan's day falls in the inclusive range of UTC days. */
export const inRange = (scan: LiveScan, range: { startDate: string; endDate: string }) => {
  const day = scan.createdAt.slice(0, 10);
  return day >= range.startDate && day <= range.endDate;
};

/**
 * A code's statistics with one live scan counted: a click adds to the total, its day, its device,
 * and a view of the image to impressions. Everything else waits for the next reload.
 */
export function addLiveScan<
  S extends { totalScans: number; impressions: number; dailyScans: Daily[]; deviceBreakdown: Record<string, number> },
>(stats: S, scan: LiveScan): S {
  if (scan.eventType === "impression") return { ...stats, impressions: stats.impressions + 1 };
  return {
    ...stats,
    totalScans: stats.totalScans + 1,
    dailyScans: addToDay(stats.dailyScans, scan),
    deviceBreakdown: { ...stats.deviceBreakdown, [scan.device]: (stats.deviceBreakdown[scan.device] ?? 0) + 1 },
  };
}
