"use client";

import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "@/components/ui/format";
import { countAxisProps, scansTooltipProps, timeAxisProps } from "./chart-axis";
import { BRAND, GRID } from "./chart-colors";
import { dailySeries, showsDots } from "./daily-series";
import { shortDay } from "./day-range";
import { useWidth } from "./use-width";

/**
 * Scans per UTC day as an area chart, with a text summary for screen readers: straight segments
 * between the days' counts, and no point on days before `since` (the code's first day).
 */
export function DailyScansChart({ data, since }: { data: { date: string; count: number }[]; since?: string }) {
  const [plot, width] = useWidth<HTMLDivElement>();
  const points = dailySeries(data, since);
  const total = data.reduce((sum, day) => sum + day.count, 0);
  const busiest = data.reduce<{ date: string; count: number } | null>(
    (best, day) => (day.count > (best?.count ?? 0) ? day : best),
    null,
  );
  const max = data.reduce((most, day) => Math.max(most, day.count), 0);
  return (
    <figure aria-label="Daily scans chart">
      <figcaption className="sr-only">
        {formatNumber(total)} scans from {data[0] ? shortDay(data[0].date) : ""} to{" "}
        {data.at(-1) ? shortDay(data.at(-1)!.date) : ""}
        {busiest ? `; busiest day ${shortDay(busiest.date)} with ${formatNumber(busiest.count)}.` : "."}
      </figcaption>
      {/* The figure's caption is the text alternative; the drawing itself is hidden from assistive technology.
          Clipped sideways: a tooltip left showing when the screen narrows must not widen the page. */}
      <div ref={plot} aria-hidden="true" className="overflow-x-clip">
        {/* Right margin: the last day is always a tick, and its label ("26 Nov") is centred on the edge. */}
        <AreaChart
          accessibilityLayer={false}
          responsive
          data={points}
          style={{ width: "100%", height: 240 }}
          margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
        >
          <defs>
            <linearGradient id="daily-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={BRAND} stopOpacity={0.25} />
              <stop offset="100%" stopColor={BRAND} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={GRID} vertical={false} />
          {/* Counted back from the last day, so the newest day (today on the overview) always has its date. */}
          <XAxis
            {...timeAxisProps(
              "date",
              data.map((day) => day.date),
              shortDay,
              width,
              "last",
            )}
          />
          <YAxis {...countAxisProps(max)} />
          <Tooltip {...scansTooltipProps(shortDay)} />
          <Area
            type="linear"
            dataKey="count"
            name="Scans"
            stroke={BRAND}
            strokeWidth={2}
            fill="url(#daily-fill)"
            dot={showsDots(points) ? { r: 3, fill: BRAND, strokeWidth: 0 } : false}
            isAnimationActive={false}
          />
        </AreaChart>
      </div>
    </figure>
  );
}
