import { formatNumber } from "@/components/ui/format";

/** Width in px for a Y axis whose labels are the formatted counts up to `max` ("20,000" needs ~44 px at 12 px). */
export function yAxisWidth(max: number): number {
  const longest = formatNumber(Math.max(0, Math.ceil(max))).length;
  return Math.max(32, 8 + longest * 7.5);
}

/** At most `most` X ticks at an even step, always starting at the first day (recharts' own choice skips unevenly). */
export function evenTicks<T>(values: T[], most = 7): T[] {
  if (values.length <= most) return [...values];
  const step = Math.ceil((values.length - 1) / (most - 1));
  return values.filter((_, index) => index % step === 0);
}
