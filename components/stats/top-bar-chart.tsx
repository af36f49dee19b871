"use client";

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "@/components/ui/format";
import { AXIS, BRAND, GRID } from "./chart-colors";
import { NoData } from "./chart-card";

/** A ranked list (browsers, operating systems) as horizontal bars, tallest first. */
export function TopBarChart({ rows, label }: { rows: { name: string; count: number }[]; label: string }) {
  if (rows.length === 0) return <NoData />;
  const shown = rows.slice(0, 8);
  return (
    <figure aria-label={label}>
      <ul className="sr-only" aria-label={label}>
        {shown.map((row) => (
          <li key={row.name}>
            {row.name}: {formatNumber(row.count)}
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="overflow-x-clip">
        <BarChart
          accessibilityLayer={false}
          responsive
          layout="vertical"
          data={shown}
          style={{ width: "100%", height: 36 + shown.length * 30 }}
          margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis
            type="number"
            allowDecimals={false}
            tickFormatter={(value) => formatNumber(Number(value))}
            tick={{ fill: AXIS, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
          />
          <YAxis
            type="category"
            dataKey="name"
            width={96}
            tick={{ fill: "#3f3f46", fontSize: 12 }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            cursor={{ fill: "#f4f4f5" }}
            formatter={(value) => [formatNumber(Number(value)), "Scans"]}
            contentStyle={{ borderRadius: 8, fontSize: 13 }}
          />
          <Bar dataKey="count" fill={BRAND} radius={[0, 4, 4, 0]} barSize={16} isAnimationActive={false} />
        </BarChart>
      </div>
    </figure>
  );
}
