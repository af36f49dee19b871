/** Calendar days as "YYYY-MM-DD" text in UTC, the form of ScanDailyCount.day and of the API. */
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 and 2026-1-5 are not). */
export function isDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Midnight UTC at the start of the day. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

export const today = (): string => dayOf(new Date());

export const addDays = (day: string, days: number): string => dayOf(new Date(dayStart(day).getTime() + days * DAY_MS));

/** Days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS);

/** Every day from start to end inclusive, ascending. */
export function eachDay(start: string, end: string): string[] {
  const days: string[] = [];
  for (let offset = 0; offset <= daysBetween(start, end); offset++) days.push(addDays(start, offset));
  return days;
}
