"use client";

import { useState } from "react";
import { addToDay } from "@/components/live/add-live-scan";
import { LiveControl } from "@/components/live/live-control";
import { FEED_LENGTH, LiveScanFeed } from "@/components/live/live-scan-feed";
import { useLiveScans } from "@/components/live/use-live-scans";
import { NoData } from "@/components/stats/chart-card";
import { DailyScansChart } from "@/components/stats/daily-scans-chart";
import { Delta } from "@/components/stats/stats-totals";
import { liveUrl } from "@/components/stats/stats-urls";
import { Card } from "@/components/ui/card";
import { formatNumber } from "@/components/ui/format";
import { useDashboardRouter, useWorkspaceFileUrl } from "@/components/workspaces/workspace-context";
import type { LiveScan } from "@/lib/live-scans/live-notice";

interface Props {
  days: number;
  total: number;
  previousTotal: number;
  daily: { date: string; count: number }[];
  firstDay?: string;
  /** Names of the codes the page knows, for the feed; others show as "A code". */
  codeNames: Record<string, string>;
}

/** The overview's scans of the last days, with the "Live" switch: new scans tick the total and today's bar up. */
export function LiveOverviewCard({ days, total, previousTotal, daily, firstDay, codeNames }: Props) {
  const inWorkspace = useWorkspaceFileUrl();
  const router = useDashboardRouter();
  const [live, setLive] = useState(false);
  const [counts, setCounts] = useState({ total, daily });
  const [feed, setFeed] = useState<LiveScan[]>([]);
  const status = useLiveScans(live ? inWorkspace(liveUrl()) : null, {
    onScan(scan) {
      setFeed((scans) => [scan, ...scans].slice(0, FEED_LENGTH));
      const day = scan.createdAt.slice(0, 10);
      if (scan.eventType === "click" && counts.daily.some((entry) => entry.date === day))
        setCounts((now) => ({ total: now.total + 1, daily: addToDay(now.daily, scan) }));
    },
    onReset: () => router.refresh(),
  });

  return (
    <div className="min-w-0 space-y-4">
      <Card className="min-w-0 p-4 sm:p-5">
        <section aria-label={`Scans in the last ${days} days`} data-testid="overview-scans">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-zinc-900">Scans in the last {days} days</h3>
            <LiveControl on={live} status={status} onToggle={() => setLive(!live)} />
          </div>
          <p className="mt-3 text-3xl font-semibold tracking-tight text-zinc-900 tabular-nums">
            {formatNumber(counts.total)}
          </p>
          <p className="mt-1 text-sm text-zinc-600">
            <Delta now={counts.total} before={previousTotal} days={days} />
          </p>
          <div className="mt-4">
            {counts.total > 0 ? (
              <DailyScansChart data={counts.daily} since={firstDay} />
            ) : (
              <NoData>No scans yet in these {days} days.</NoData>
            )}
          </div>
        </section>
      </Card>
      {live ? <LiveScanFeed scans={feed} codeName={(id) => codeNames[id] ?? "A code"} /> : null}
    </div>
  );
}
