import { Stat } from "@/components/ui/card";
import { formatNumber, humanize } from "@/components/ui/format";
import type { Statistics } from "./stats-types";

/** Scans, unique visitors, image views and the leading device, over the range. */
export function StatsTotals({ stats }: { stats: Statistics }) {
  const [topDevice] = Object.entries(stats.deviceBreakdown).sort((a, b) => b[1] - a[1]);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="Scans" value={<span data-testid="total-scans">{formatNumber(stats.totalScans)}</span>} hint="Followed short links" />
      <Stat label="Unique visitors" value={<span data-testid="unique-users">{formatNumber(stats.uniqueUsers)}</span>} hint="Distinct device and network" />
      <Stat label="Image views" value={formatNumber(stats.impressions ?? 0)} hint="Embedded image loads" />
      <Stat
        label="Top device"
        value={topDevice && topDevice[1] > 0 ? humanize(topDevice[0]) : "—"}
        hint={topDevice && topDevice[1] > 0 && stats.totalScans ? `${Math.round((topDevice[1] / stats.totalScans) * 100)}% of scans` : "No scans yet"}
      />
    </div>
  );
}
