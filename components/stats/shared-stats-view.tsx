import { LogoMark } from "@/components/brand/logo";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatNumber } from "@/components/ui/format";
import type { SharedStatistics } from "@/lib/shares/get-shared-stats";
import { ChartCard } from "./chart-card";
import { DailyScansChart } from "./daily-scans-chart";
import { daysIn, presets, rangeLabel } from "./day-range";
import { DestinationsTable } from "./destinations-table";
import { DeviceChart } from "./device-chart";
import { StatsTotals } from "./stats-totals";
import type { DayRange } from "./stats-types";
import { TopBarChart } from "./top-bar-chart";
import { WorldMap } from "./world-map";

/** The presets of a shared page as `?range=` values, in the dashboard's order (./day-range.ts). */
export const SHARE_RANGES = [
  { slug: "today", label: "Today" },
  { slug: "7d", label: "7 days" },
  { slug: "30d", label: "30 days" },
  { slug: "90d", label: "90 days" },
  { slug: "12m", label: "12 months" },
  { slug: "all", label: "All time" },
] as const;
export const DEFAULT_SHARE_RANGE = "30d";

/** The range a `?range=` value names (30 days for anything else), from the code's first day. */
export function shareRange(
  slug: string | undefined,
  createdDay: string,
  today?: string,
): { slug: string; range: DayRange } {
  const known =
    SHARE_RANGES.find((choice) => choice.slug === slug) ?? SHARE_RANGES.find((c) => c.slug === DEFAULT_SHARE_RANGE)!;
  const preset = presets(createdDay, today).find((choice) => choice.label === known.label)!;
  return { slug: known.slug, range: preset.range };
}

/**
 * A code's statistics as its owner shared them (app/p/[token]): read-only, no sign-in, no link into
 * the dashboard. Renders only what `SharedStatistics` carries; the ranges are plain links, so the
 * page works without JavaScript.
 */
export function SharedStatsView({
  token,
  stats,
  rangeSlug,
}: {
  token: string;
  stats: SharedStatistics;
  rangeSlug: string;
}) {
  const days = daysIn(stats.range);
  return (
    <div className="min-h-dvh bg-zinc-50">
      <header className="border-b border-zinc-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <span className="inline-flex items-center gap-2 text-lg font-semibold tracking-tight text-zinc-900">
            <LogoMark />
            <span>Codebeam</span>
          </span>
          <span className="text-xs text-zinc-600">Shared statistics · read-only</span>
        </div>
      </header>
      <main className="mx-auto max-w-5xl space-y-4 px-4 py-6">
        <Card className="flex items-center gap-4 p-4 sm:p-5">
          <img
            src={`/p/${token}/qr.png`}
            alt={`QR code of ${stats.name}`}
            width={96}
            height={96}
            className="size-20 shrink-0 rounded-lg border border-zinc-200 bg-white sm:size-24"
          />
          <div className="min-w-0">
            <h1 className="break-words text-xl font-semibold tracking-tight text-zinc-900" data-testid="shared-name">
              {stats.name}
            </h1>
            <p className="mt-1 text-sm text-zinc-600">Scan statistics of this QR code, shared by its owner.</p>
            {stats.targetUrl ? (
              <p className="mt-1 truncate text-sm text-zinc-600" data-testid="shared-target">
                Opens <span className="font-medium text-zinc-800">{stats.targetUrl}</span>
              </p>
            ) : null}
          </div>
        </Card>
        <h2 className="pt-2 text-lg font-semibold text-zinc-900">Statistics</h2>
        <Card className="space-y-2 p-4 sm:p-5">
          <nav aria-label="Date range presets" className="flex flex-wrap gap-1.5">
            {SHARE_RANGES.map(({ slug, label }) => (
              <a
                key={slug}
                href={`?range=${slug}`}
                aria-current={slug === rangeSlug ? "page" : undefined}
                className={buttonClass(slug === rangeSlug ? "primary" : "secondary", "sm")}
              >
                {label}
              </a>
            ))}
          </nav>
          <p data-testid="range-text" className="text-xs text-zinc-600">
            {rangeLabel(stats.range)} · {days} {days === 1 ? "day" : "days"}, UTC, both ends included
          </p>
        </Card>
        <StatsTotals stats={stats} />
        <ChartCard
          title="Daily scans"
          description={`${formatNumber(stats.totalScans)} in ${days} ${days === 1 ? "day" : "days"}`}
          testId="daily-scans-chart"
        >
          <DailyScansChart data={stats.dailyScans} since={stats.createdDay} />
        </ChartCard>
        <div className="grid gap-4 md:grid-cols-2">
          <ChartCard title="Devices">
            <DeviceChart breakdown={stats.deviceBreakdown} />
          </ChartCard>
          <ChartCard title="Browsers">
            <TopBarChart
              label="Scans by browser"
              rows={stats.topBrowsers.map(({ browser, count }) => ({ name: browser, count }))}
            />
          </ChartCard>
        </div>
        <ChartCard title="Countries" description="Scans by country over the range">
          <WorldMap countries={stats.countries} total={stats.totalScans} />
        </ChartCard>
        {stats.topDestinations.length > 0 ? (
          <ChartCard title="Destinations" description="Where routing rules and A/B tests sent the scans">
            <DestinationsTable destinations={stats.topDestinations} total={stats.totalScans} />
          </ChartCard>
        ) : null}
      </main>
      <footer className="mx-auto max-w-5xl px-4 pb-8 text-xs text-zinc-600">
        Counts are scans of the code&rsquo;s short link; bots, link previews and quick repeats are not counted.
      </footer>
    </div>
  );
}
