"use client";

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "@/components/ui/format";
import { countAxisProps, scansTooltipProps, timeAxisProps } from "../chart-axis";
import { BRAND, GRID } from "../chart-colors";
import { useWidth } from "../use-width";

/** "14:00" from "2026-11-26T14:00". */
const clock = (hour: string) => hour.slice(11, 16);

/** Scans per local hour of one day as bars (each hour its own count, nothing drawn between), with a text summary. */
export function HourlyScansChart({ hours }: { hours: { hour: string; count: number }[] }) {
  const [plot, width] = useWidth<HTMLDivElement>();
  const total = hours.reduce((sum, hour) => sum + hour.count, 0);
  const busiest = hours.reduce<{ hour: string; count: number } | null>(
    (best, hour) => (hour.count > (best?.count ?? 0) ? hour : best),
    null,
  );
  const max = hours.reduce((most, hour) => Math.max(most, hour.count), 0);
  return (
    <figure aria-label="Hourly scans chart">
      <figcaption className="sr-only">
        {formatNumber(total)} scans
        {busiest ? `; busiest hour ${clock(busiest.hour)} with ${formatNumber(busiest.count)}.` : "."}
      </figcaption>
      <div ref={plot} aria-hidden="true" className="overflow-x-clip">
        <BarChart
          accessibilityLayer={false}
          responsive
          data={hours}
          style={{ width: "100%", height: 240 }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis
            {...timeAxisProps(
              "hour",
              hours.map((hour) => hour.hour),
              clock,
              width,
            )}
          />
          <YAxis {...countAxisProps(max)} />
          <Tooltip cursor={{ fill: "#f4f4f5" }} {...scansTooltipProps(clock)} />
          <Bar dataKey="count" name="Scans" fill={BRAND} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </div>
    </figure>
  );
}
