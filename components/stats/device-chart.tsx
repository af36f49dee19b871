"use client";

import { Pie, PieChart, Tooltip } from "recharts";
import { formatNumber, formatShare, humanize } from "@/components/ui/format";
import { DEVICE_COLORS } from "./chart-colors";
import { NoData } from "./chart-card";

/**
 * Scans by device as a donut, with a legend that doubles as the accessible table of figures. With
 * `onSelect`, a slice or a legend name picks that device (the legend names are the buttons).
 */
export function DeviceChart({
  breakdown,
  onSelect,
}: {
  breakdown: Record<string, number>;
  onSelect?: (device: string) => void;
}) {
  const rows = Object.entries(breakdown)
    .map(([device, count]) => ({
      device,
      name: humanize(device),
      count,
      fill: DEVICE_COLORS[device] ?? DEVICE_COLORS.other,
    }))
    .sort((a, b) => b.count - a.count);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return <NoData />;
  const slices = rows.filter((row) => row.count > 0);
  return (
    <figure aria-label="Scans by device chart" className="flex flex-col items-center gap-4 sm:flex-row">
      <div aria-hidden="true" className="shrink-0 overflow-x-clip">
        <PieChart accessibilityLayer={false} responsive style={{ width: 160, height: 160, flexShrink: 0 }}>
          <Pie
            rootTabIndex={-1}
            data={slices}
            dataKey="count"
            nameKey="name"
            innerRadius="55%"
            outerRadius="95%"
            paddingAngle={slices.length > 1 ? 1 : 0}
            stroke="none"
            isAnimationActive={false}
            onClick={onSelect ? (slice) => onSelect((slice.payload as { device: string }).device) : undefined}
            className={onSelect ? "cursor-pointer" : undefined}
          />
          <Tooltip
            formatter={(value) => formatNumber(Number(value))}
            contentStyle={{ borderRadius: 8, fontSize: 13 }}
          />
        </PieChart>
      </div>
      <ul className="w-full space-y-1.5 text-sm" aria-label="Scans by device">
        {rows.map((row) => (
          <li key={row.device} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ background: row.fill }} />
            {onSelect && row.count > 0 ? (
              <button
                type="button"
                onClick={() => onSelect(row.device)}
                className="flex-1 rounded text-left text-zinc-700 underline decoration-zinc-300 decoration-dotted underline-offset-4 hover:text-brand-700 hover:decoration-solid"
                title={`Show only ${row.name.toLowerCase()} scans`}
              >
                {row.name}
              </button>
            ) : (
              <span className="flex-1 text-zinc-700">{row.name}</span>
            )}
            <span className="font-medium text-zinc-900 tabular-nums">{formatNumber(row.count)}</span>
            <span className="w-10 text-right text-xs text-zinc-500 tabular-nums">{formatShare(row.count, total)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
