"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatNumber } from "@/components/ui/format";
import { useApi } from "@/components/ui/use-api";
import { ChartCard } from "../chart-card";
import { DailyScansChart } from "../daily-scans-chart";
import { DateRangePicker } from "../date-range-picker";
import { previousRange, rangeLabel } from "../day-range";
import { DestinationsTable } from "../destinations-table";
import { DeviceChart } from "../device-chart";
import { GeoTable } from "../geo-table";
import { StatsSkeleton } from "../stats-skeleton";
import { FilteredNote, StatsTotals } from "../stats-totals";
import type { DayRange, Statistics } from "../stats-types";
import { TopBarChart } from "../top-bar-chart";
import { WorldMap } from "../world-map";
import { CodesRanking } from "./codes-ranking";
import { type FilterChoices, FilterBar } from "./filter-bar";
import { HourlyScansChart } from "./hourly-scans-chart";
import { type Filters, readView, type WorkspaceView, viewSearch, workspaceStatsUrl } from "./workspace-query";
import type { WorkspaceStatistics } from "./workspace-types";

/** The per-code shape the shared totals read: figures the events cannot give read as nothing filtered. */
const asCodeStatistics = (stats: WorkspaceStatistics): Statistics => ({
  ...stats,
  filtered: stats.filtered ?? { total: 0, bot: 0, preview: 0, repeat: 0 },
  filteredImpressions: stats.filteredImpressions ?? 0,
});

/** The browser's time zone, after hydration (the server renders UTC, so both first renders agree). */
function useTimeZone(): string {
  const [zone, setZone] = useState("UTC");
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"), []);
  return zone;
}

/** Every code of the account together: range, filters (in the URL), totals and the per-code charts; a segment clicked filters by it. */
export function WorkspaceStats({
  initial,
  tags,
  codes,
  firstDay,
}: {
  initial: { url: string; data: WorkspaceStatistics } | null;
  tags: string[];
  codes: { id: string; name: string | null }[];
  firstDay: string;
}) {
  const searchParams = useSearchParams();
  const view = readView(Object.fromEntries(searchParams));
  const timeZone = useTimeZone();
  const stats = useApi<WorkspaceStatistics>(workspaceStatsUrl(view, timeZone), initial);
  const before: WorkspaceView = { ...view, range: previousRange(view.range) };
  const previous = useApi<WorkspaceStatistics>(
    before.range.endDate >= firstDay ? workspaceStatsUrl(before, "UTC") : null,
  );

  // The URL is the state: pushState keeps Back working, and Next's useSearchParams follows it.
  const go = (next: WorkspaceView) => window.history.pushState(null, "", viewSearch(next));
  const setRange = (range: DayRange) => go({ ...view, range });
  const setFilters = (patch: Filters) => go({ ...view, filters: { ...view.filters, ...patch } });

  const data = stats.data;
  const countries = data?.countries.map((row) => row.country) ?? [];
  if (view.filters.country && !countries.includes(view.filters.country)) countries.push(view.filters.country);
  const choices: FilterChoices = { tags, codes: [...codes, ...(data?.codes ?? [])], countries };
  const oneDay = view.range.startDate === view.range.endDate;

  return (
    <section aria-label="Statistics of all codes" className="space-y-4">
      <Card className="space-y-4 p-4 sm:p-5">
        <DateRangePicker range={view.range} createdDay={firstDay} onChange={setRange} />
        <FilterBar filters={view.filters} choices={choices} onChange={setFilters} />
      </Card>
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-zinc-500" data-testid="stats-source">
          {data?.source === "events"
            ? "Country and device filters are counted from raw scans (at most 92 days)."
            : "All codes of the workspace, summed from the daily counts."}
        </p>
        <Button variant="ghost" size="sm" onClick={() => stats.reload()} disabled={stats.loading}>
          {stats.loading ? "Loading…" : "Refresh"}
        </Button>
      </div>
      {stats.error ? <Alert>Statistics could not be loaded: {stats.error}</Alert> : null}
      {data ? (
        <div aria-busy={stats.loading} className={`space-y-4 transition-opacity ${stats.loading ? "opacity-60" : ""}`}>
          <h2 className="sr-only">Scans in this range</h2>
          <StatsTotals
            stats={asCodeStatistics(data)}
            previous={previous.data ? asCodeStatistics(previous.data) : null}
          />
          {data.filtered ? <FilteredNote stats={asCodeStatistics(data)} /> : null}
          {oneDay && data.hourlyScans ? (
            <ChartCard
              title="Scans per hour"
              description={`${formatNumber(data.totalScans)} on ${rangeLabel(view.range)} (a UTC day), by hour in ${data.timeZone}`}
              testId="hourly-scans-chart"
            >
              <HourlyScansChart hours={data.hourlyScans} />
            </ChartCard>
          ) : (
            <ChartCard
              title="Daily scans"
              description={`${formatNumber(data.totalScans)} in ${data.dailyScans.length} ${data.dailyScans.length === 1 ? "day" : "days"}`}
              testId="daily-scans-chart"
            >
              <DailyScansChart data={data.dailyScans} />
            </ChartCard>
          )}
          <div className="grid gap-4 md:grid-cols-2">
            <ChartCard title="Devices" description="Pick a device to see only its scans">
              <DeviceChart
                breakdown={data.deviceBreakdown}
                onSelect={(device) => setFilters({ device: device as Filters["device"] })}
              />
            </ChartCard>
            <ChartCard title="Codes" description="Most scanned; pick one to see only its scans">
              <CodesRanking codes={data.codes} total={data.totalScans} onSelect={(codeId) => setFilters({ codeId })} />
            </ChartCard>
            <ChartCard title="Browsers">
              <TopBarChart
                label="Scans by browser"
                rows={data.topBrowsers.map(({ browser, count }) => ({ name: browser, count }))}
              />
            </ChartCard>
            <ChartCard title="Operating systems">
              <TopBarChart
                label="Scans by operating system"
                rows={data.topOS.map(({ os, count }) => ({ name: os, count }))}
              />
            </ChartCard>
          </div>
          <ChartCard title="Countries" description="Pick a country to see only its scans" testId="countries-card">
            <WorldMap
              countries={data.countries}
              total={data.totalScans}
              onSelect={(country) => setFilters({ country })}
            />
          </ChartCard>
          <ChartCard title="Places">
            <GeoTable places={data.geoData} total={data.totalScans} />
          </ChartCard>
          {data.topDestinations.length > 0 ? (
            <ChartCard title="Destinations" description="Where your routing rules and A/B tests sent the scans">
              <DestinationsTable destinations={data.topDestinations} total={data.totalScans} />
            </ChartCard>
          ) : null}
        </div>
      ) : stats.loading ? (
        <StatsSkeleton />
      ) : null}
    </section>
  );
}
