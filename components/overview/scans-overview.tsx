import Link from "next/link";
import { ModeBadge, StatusBadge } from "@/components/codes/code-badges";
import type { QrMode, QrStatus } from "@/components/codes/code-types";
import { ChartCard, NoData } from "@/components/stats/chart-card";
import { LiveOverviewCard } from "./live-overview-card";
import { Card } from "@/components/ui/card";
import { formatDate, formatNumber } from "@/components/ui/format";
import type { AccountOverview } from "@/lib/stats/get-account-overview";

const label = (name: string | null) => name?.trim() || "Untitled code";

/** The account's last 30 days: scans with the trend, the daily chart, top codes and the newest codes. */
export function ScansOverview({ overview, days }: { overview: AccountOverview; days: number }) {
  const top = overview.topCodes[0]?.count ?? 0;
  return (
    <div className="space-y-4">
      <h2 className="text-sm font-semibold tracking-wide text-zinc-500 uppercase">Last {days} days</h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <LiveOverviewCard
          days={days}
          total={overview.total}
          previousTotal={overview.previousTotal}
          daily={overview.daily}
          firstDay={overview.firstDay}
          codeNames={Object.fromEntries(
            [...overview.topCodes, ...overview.recentCodes].map((code) => [code.id, label(code.name)]),
          )}
        />
        <ChartCard title="Top codes" description={`Most scanned in the last ${days} days`} testId="overview-top">
          {overview.topCodes.length ? (
            <ol className="space-y-3">
              {overview.topCodes.map((code) => (
                <li key={code.id}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <Link
                      href={`/dashboard/codes/${code.id}`}
                      className="min-w-0 truncate font-medium text-zinc-900 hover:text-brand-700 hover:underline"
                    >
                      {label(code.name)}
                    </Link>
                    <span className="shrink-0 text-zinc-600 tabular-nums">{formatNumber(code.count)}</span>
                  </div>
                  <span aria-hidden="true" className="mt-1 block h-1.5 overflow-hidden rounded-full bg-zinc-100">
                    <span
                      className="block h-full rounded-full bg-brand-500"
                      style={{ width: `${Math.max(4, (code.count / top) * 100)}%` }}
                    />
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <NoData>Scans of your codes show up here.</NoData>
          )}
        </ChartCard>
      </div>
      <Card className="min-w-0 p-4 sm:p-5">
        <section aria-label="Recent codes" data-testid="overview-recent">
          <div className="flex items-baseline justify-between gap-3">
            <h3 className="text-sm font-semibold text-zinc-900">Recent codes</h3>
            <Link href="/dashboard/codes" className="text-sm font-medium text-brand-700 hover:underline">
              All {formatNumber(overview.codeCount)} codes
            </Link>
          </div>
          <ul className="mt-3 divide-y divide-zinc-100">
            {overview.recentCodes.map((code) => (
              <li key={code.id} className="flex items-center gap-3 py-2.5 text-sm">
                <div className="min-w-0 flex-1">
                  <Link
                    href={`/dashboard/codes/${code.id}`}
                    className="block truncate font-medium text-zinc-900 hover:text-brand-700 hover:underline"
                  >
                    {label(code.name)}
                  </Link>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-zinc-500">
                    <ModeBadge mode={code.mode as QrMode} />
                    <StatusBadge status={code.status as QrStatus} />
                    <span>Created {formatDate(code.createdAt)}</span>
                  </div>
                </div>
                <span className="shrink-0 text-right text-zinc-600 tabular-nums">
                  {code.mode === "STATIC"
                    ? "Not tracked"
                    : `${formatNumber(code.scanCount)} ${code.scanCount === 1 ? "scan" : "scans"}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </Card>
    </div>
  );
}
