import type { XAxisProps, YAxisProps } from "recharts";
import { formatNumber } from "@/components/ui/format";
import { AXIS, GRID } from "./chart-colors";

/** Width in px for a Y axis whose labels are the formatted counts up to `max` ("20,000" needs ~44 px at 12 px). */
export function yAxisWidth(max: number): number {
  const longest = formatNumber(Math.max(0, Math.ceil(max))).length;
  return Math.max(32, 8 + longest * 7.5);
}

/** Which end of the axis always carries a tick: the first value (hours from 00:00) or the last (today). */
export type TickAnchor = "first" | "last";

/**
 * At most `most` X ticks at one even step (recharts' own choice skips unevenly), always including
 * the value at `anchor`: counted from there, so the other end may fall between two ticks.
 */
export function evenTicks<T>(values: T[], most = 7, anchor: TickAnchor = "first"): T[] {
  if (values.length <= most) return [...values];
  const step = Math.ceil((values.length - 1) / (most - 1));
  const last = values.length - 1;
  return values.filter((_, index) => (anchor === "first" ? index : last - index) % step === 0);
}

const TICK = { fill: AXIS, fontSize: 12 };

// A date or hour label ("26 Nov", "14:00") is ~40 px at 12 px; with room between them, one per 72 px of plot.
const PX_PER_TICK = 72;

/** How many X ticks a chart `width` px wide shows: 7 when wide (or not yet measured), at least 2. */
export function tickCountFor(width: number): number {
  if (width <= 0) return 7;
  return Math.max(2, Math.min(7, Math.floor(width / PX_PER_TICK)));
}

/**
 * The scan charts' X axis (daily-scans-chart.tsx, workspace/hourly-scans-chart.tsx): `values` as even ticks,
 * as many as the chart's `width` fits, one of them at `anchor`, each shown by `label`.
 */
export function timeAxisProps(
  dataKey: string,
  values: string[],
  label: (value: string) => string,
  width = 0,
  anchor: TickAnchor = "first",
): XAxisProps {
  return {
    dataKey,
    tickFormatter: label,
    tick: TICK,
    tickLine: false,
    axisLine: { stroke: GRID },
    ticks: evenTicks(values, tickCountFor(width), anchor),
    interval: 0,
  };
}

/** The scan charts' Y axis: whole counts, formatted, in a width that fits `max`. */
export function countAxisProps(max: number): YAxisProps {
  return {
    allowDecimals: false,
    tickFormatter: (value) => formatNumber(Number(value)),
    tick: TICK,
    tickLine: false,
    axisLine: false,
    width: yAxisWidth(max),
  };
}

/** The scan charts' tooltip: the point shown by `label`, then its count of scans. */
export function scansTooltipProps(label: (value: string) => string) {
  return {
    labelFormatter: (value: unknown) => label(String(value)),
    formatter: (value: unknown) => [formatNumber(Number(value)), "Scans"],
    contentStyle: { borderRadius: 8, borderColor: GRID, fontSize: 13 },
  };
}
