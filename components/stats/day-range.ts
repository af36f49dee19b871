import type { DayRange } from "./stats-types";

const DAY_MS = 86_400_000;
export const PRESET_DAYS = [7, 30, 90] as const;
const MAX_RANGE_DAYS = 366;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
export const todayUtc = () => dayOf(new Date());
const shiftDay = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const rangeDays = ({ startDate, endDate }: DayRange) => Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;

/** The last `days` UTC days, today included. */
export const lastDays = (days: number, today = todayUtc()): DayRange => ({ startDate: shiftDay(today, -(days - 1)), endDate: today });

/** Why a range cannot be asked for, in words; null when it can. */
export function rangeProblem(range: DayRange): string | null {
  if (!range.startDate || !range.endDate) return "Pick both dates.";
  if (range.startDate > range.endDate) return "The start date is after the end date.";
  if (rangeDays(range) > MAX_RANGE_DAYS) return `Pick at most ${MAX_RANGE_DAYS} days.`;
  return null;
}

/** "3 Mar" for chart ticks (UTC, like the API's days). */
export function shortDay(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
