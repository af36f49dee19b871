"use client";

import { type ReactNode, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatNumber } from "@/components/ui/format";
import { BlockSkeleton } from "@/components/codes/skeletons";
import { ChartCard } from "./chart-card";
import { DailyScansChart } from "./daily-scans-chart";
import { DateRangePicker } from "./date-range-picker";
import { DeviceChart } from "./device-chart";
import { DestinationsTable } from "./destinations-table";
import { GeoTable } from "./geo-table";
import { ScansTable } from "./scans-table";
import { StatsSkeleton } from "./stats-skeleton";
import { FilteredNote, StatsTotals } from "./stats-totals";
import type { DayRange, ScanPage, Statistics } from "./stats-types";
import { previousRange } from "./day-range";
import { csvUrl, liveUrl, scansUrl, statsUrl } from "./stats-urls";
import { addLiveScan, inRange } from "@/components/live/add-live-scan";
import { LiveControl } from "@/components/live/live-control";
import { FEED_LENGTH, LiveScanFeed } from "@/components/live/live-scan-feed";
import { useLiveScans } from "@/components/live/use-live-scans";
import type { LiveScan } from "@/lib/live-scans/live-notice";
import { WorldMap } from "./world-map";
import { TopBarChart } from "./top-bar-chart";
import { useApi } from "@/components/ui/use-api";
import { useWorkspaceFileUrl } from "@/components/workspaces/workspace-context";

interface CodeStatsProps {
  codeId: string;
  /** The code's creation day (UTC): where "All time" starts, and no delta before it. */
  createdDay: string;
  initialRange: DayRange;
  initialStats: Statistics | null;
  initialScans: ScanPage | null;
  /** The "Share statistics" control, for members who may share (EDITOR and up). */
  share?: ReactNode;
}

/** A dynamic code's statistics over a chosen range of days: totals, charts, places and raw scans. */
export function CodeStats({ codeId, createdDay, initialRange, initialStats, initialScans, share }: CodeStatsProps) {
  const inWorkspace = useWorkspaceFileUrl();
  const [range, setRange] = useState(initialRange);
  const [scanPage, setScanPage] = useState(1);
  const stats = useApi<Statistics>(
    statsUrl(codeId, range),
    initialStats && { url: statsUrl(codeId, initialRange), data: initialStats },
  );
  const before = previousRange(range);
  const previous = useApi<Statistics>(before.endDate >= createdDay ? statsUrl(codeId, before) : null);
  const scans = useApi<ScanPage>(
    scansUrl(codeId, range, scanPage),
    initialScans && { url: scansUrl(codeId, initialRange, 1), data: initialScans },
  );

  const changeRange = (next: DayRange) => {
    setRange(next);
    setScanPage(1);
  };
  const refresh = () => {
    stats.reload();
    previous.reload();
    scans.reload();
  };
  const data = stats.data;

  // Live: each scan counted into the totals and its day, and shown in the feed, without asking again.
  const [live, setLive] = useState(false);
  const [feed, setFeed] = useState<LiveScan[]>([]);
  const liveStatus = useLiveScans(live ? inWorkspace(liveUrl(codeId)) : null, {
    onScan(scan) {
      setFeed((scans) => [scan, ...scans].slice(0, FEED_LENGTH));
      if (inRange(scan, range))
        void stats.mutate((current) => current && addLiveScan(current, scan), { revalidate: false });
    },
    onReset: refresh,
  });

  return (
    <section aria-labelledby="stats-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="stats-title" className="text-lg font-semibold text-zinc-900">
          Statistics
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <LiveControl on={live} status={liveStatus} onToggle={() => setLive(!live)} />
          <a href={inWorkspace(csvUrl(codeId, "stats", range))} download className={buttonClass("secondary", "sm")}>
            Statistics CSV
          </a>
          <a href={inWorkspace(csvUrl(codeId, "scans", range))} download className={buttonClass("secondary", "sm")}>
            Scans CSV
          </a>
          <Button variant="ghost" size="sm" onClick={refresh} disabled={stats.loading || scans.loading}>
            {stats.loading || scans.loading ? "Loading…" : "Refresh"}
          </Button>
        </div>
      </div>
      {share}
      {live ? <LiveScanFeed scans={feed} /> : null}
      <Card className="p-4 sm:p-5">
        <DateRangePicker range={range} createdDay={createdDay} onChange={changeRange} />
      </Card>
      {stats.error ? <Alert>Statistics could not be loaded: {stats.error}</Alert> : null}

      {data ? (
        <div aria-busy={stats.loading} className={`space-y-4 transition-opacity ${stats.loading ? "opacity-60" : ""}`}>
          <StatsTotals stats={data} previous={previous.data} />
          <FilteredNote stats={data} />
          <ChartCard
            title="Daily scans"
            description={`${formatNumber(data.totalScans)} in ${data.dailyScans.length} ${data.dailyScans.length === 1 ? "day" : "days"}`}
            testId="daily-scans-chart"
          >
            <DailyScansChart data={data.dailyScans} since={createdDay} />
          </ChartCard>
          <div className="grid gap-4 md:grid-cols-2">
            <ChartCard title="Devices">
              <DeviceChart breakdown={data.deviceBreakdown} />
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
            <ChartCard title="Places">
              <GeoTable places={data.geoData} total={data.totalScans} />
            </ChartCard>
          </div>
          <ChartCard title="Countries" description="Scans by country over the range">
            <WorldMap countries={data.countries} total={data.totalScans} />
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

      <Card className="overflow-hidden">
        <CardHeader
          title="Scans"
          description={
            scans.data
              ? `${formatNumber(scans.data.pagination.total)} ${scans.data.pagination.total === 1 ? "event" : "events"} in this range, newest first. Clicks are followed links; impressions are image views.`
              : undefined
          }
        />
        {scans.error ? (
          <div className="p-4">
            <Alert>Scans could not be loaded: {scans.error}</Alert>
          </div>
        ) : null}
        {scans.data?.data.length ? (
          <ScansTable page={scans.data} loading={scans.loading} onPage={setScanPage} />
        ) : scans.data ? (
          <div className="p-4 sm:p-5">
            <EmptyState title="No scans in this range">
              Scans appear here as soon as someone follows the short link.
            </EmptyState>
          </div>
        ) : scans.loading ? (
          <div className="p-4">
            <BlockSkeleton className="h-32" />
          </div>
        ) : null}
      </Card>
    </section>
  );
}
