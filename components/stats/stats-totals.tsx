import { Stat } from "@/components/ui/card";
import { formatNumber, formatShare, humanize } from "@/components/ui/format";
import type { Statistics } from "./stats-types";

/** "+25%", "−40%", "no change" or "up from 0" against the previous period. */
export function Delta({ now, before, days }: { now: number; before: number; days: number }) {
  const period = days === 1 ? "the day before" : `the previous ${formatNumber(days)} days`;
  if (now === before) return <span data-testid="delta">No change from {period}</span>;
  const up = now > before;
  const text =
    before === 0
      ? `Up from 0`
      : `${up ? "+" : "−"}${formatNumber(Math.round((Math.abs(now - before) / before) * 100))}%`;
  return (
    <span data-testid="delta">
      <span className={`font-medium ${up ? "text-emerald-700" : "text-red-700"}`}>
        <span aria-hidden="true">{up ? "▲ " : "▼ "}</span>
        {text}
      </span>{" "}
      vs {period}
    </span>
  );
}

/** The figures the totals read: the statistics object, or a shared page's part of it. */
type Totals = Pick<Statistics, "totalScans" | "uniqueUsers" | "impressions" | "deviceBreakdown" | "dailyScans">;

/** Scans, unique visitors, image views and the leading device over the range; with `previous`, each count's change. */
export function StatsTotals({ stats, previous }: { stats: Totals; previous?: Totals | null }) {
  const [topDevice] = Object.entries(stats.deviceBreakdown).sort((a, b) => b[1] - a[1]);
  const days = stats.dailyScans.length;
  const delta = (pick: (figures: Totals) => number, otherwise: string) =>
    previous ? <Delta now={pick(stats)} before={pick(previous)} days={days} /> : otherwise;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        label="Scans"
        value={<span data-testid="total-scans">{formatNumber(stats.totalScans)}</span>}
        hint={delta((s) => s.totalScans, "Followed short links")}
      />
      <Stat
        label="Unique visitors"
        value={<span data-testid="unique-users">{formatNumber(stats.uniqueUsers)}</span>}
        hint={delta((s) => s.uniqueUsers, "Distinct device and network")}
      />
      <Stat label="Image views" value={formatNumber(stats.impressions ?? 0)} hint="Embedded image loads" />
      <Stat
        label="Top device"
        value={topDevice && topDevice[1] > 0 ? humanize(topDevice[0]) : "—"}
        hint={
          topDevice && topDevice[1] > 0 && stats.totalScans
            ? `${formatShare(topDevice[1], stats.totalScans)} of scans`
            : "No scans yet"
        }
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
