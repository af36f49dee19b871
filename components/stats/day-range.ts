import type { DayRange } from "./stats-types";

const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 366;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
export const todayUtc = () => dayOf(new Date());
const shiftDay = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const rangeDays = ({ startDate, endDate }: DayRange) =>
  Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;

/** The last `days` UTC days, today included. */
export const lastDays = (days: number, today = todayUtc()): DayRange => ({
  startDate: shiftDay(today, -(days - 1)),
  endDate: today,
});

export interface Preset {
  label: string;
  range: DayRange;
}

/**
 * Today, the last 7 / 30 / 90 days, 12 months (365 days) and All time: since the code was made,
 * as far back as one request may reach (366 days).
 */
export function presets(createdDay: string, today = todayUtc()): Preset[] {
  const oldest = lastDays(MAX_RANGE_DAYS, today).startDate;
  return [
    { label: "Today", range: lastDays(1, today) },
    { label: "7 days", range: lastDays(7, today) },
    { label: "30 days", range: lastDays(30, today) },
    { label: "90 days", range: lastDays(90, today) },
    { label: "12 months", range: lastDays(365, today) },
    {
      label: "All time",
      range: { startDate: createdDay > oldest ? (createdDay > today ? today : createdDay) : oldest, endDate: today },
    },
  ];
}

/** The range of the same length just before: what a delta compares with. */
export function previousRange(range: DayRange): DayRange {
  const days = rangeDays(range);
  return { startDate: shiftDay(range.startDate, -days), endDate: shiftDay(range.startDate, -1) };
}

/** "1 Mar 2026 – 30 Mar 2026", the app's own date format whatever the browser's locale. */
export function rangeLabel({ startDate, endDate }: DayRange): string {
  const format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const [from, to] = [startDate, endDate].map((day) => format.format(new Date(`${day}T00:00:00Z`)));
  return from === to ? from : `${from} – ${to}`;
}

export const daysIn = rangeDays;

/** Why a range cannot be asked for, in words; null when it can. */
export function rangeProblem(range: DayRange): string | null {
  if (!range.startDate || !range.endDate) return "Pick both dates.";
  if (range.startDate > range.endDate) return "The start date is after the end date.";
  if (rangeDays(range) > MAX_RANGE_DAYS) return `Pick at most ${MAX_RANGE_DAYS} days.`;
  return null;
}

/** "3 Mar" for chart ticks (UTC, like the API's days). */
export function shortDay(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
