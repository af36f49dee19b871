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

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** One quiet line naming what the range did not count and why; nothing when all was counted. */
export function FilteredNote({ stats }: { stats: Statistics }) {
  const parts = [
    stats.filtered?.repeat ? plural(stats.filtered.repeat, "repeat scan", "repeat scans") : null,
    stats.filtered?.bot ? plural(stats.filtered.bot, "bot visit", "bot visits") : null,
    stats.filtered?.preview ? plural(stats.filtered.preview, "link preview", "link previews") : null,
    stats.filteredImpressions ? plural(stats.filteredImpressions, "image view", "image views") : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  const text = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return (
    <p
      className="text-xs text-zinc-500"
      data-testid="filtered-scans"
      title="Redirected, but not counted: crawlers and link previewers, and the same visitor scanning again beyond the repeat limit"
    >
      {text} not counted
    </p>
  );
}
