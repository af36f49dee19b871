/** Calendar days as "YYYY-MM-DD" text in UTC, the form of ScanDailyCount.day and of the API. */
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The days a query may name: JavaScript's ISO form writes four-digit years only up to 9999, and
 * PostgreSQL has no year 0 (its timestamps count 1 BC, then AD 1), so both hold exactly these.
 */
export const FIRST_DAY = "0001-01-01";
export const LAST_DAY = "9999-12-31";

/** True for a real calendar day written YYYY-MM-DD from FIRST_DAY to LAST_DAY (2026-02-30, 2026-1-5 and 0000-01-01 are not). */
export function isDay(text: string): boolean {
  if (!DAY_PATTERN.test(text) || text < FIRST_DAY) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Midnight UTC at the start of the day. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** Midnight UTC at the end of the day (the next one's start), exact even after LAST_DAY. */
export const dayEnd = (day: string): Date => new Date(dayStart(day).getTime() + DAY_MS);

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

export const today = (): string => dayOf(new Date());

export const addDays = (day: string, days: number): string => dayOf(new Date(dayStart(day).getTime() + days * DAY_MS));

/** Days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS);

/** Every day from start to end inclusive, ascending. */
export function eachDay(start: string, end: string): string[] {
  const days: string[] = [];
  for (let offset = 0; offset <= daysBetween(start, end); offset++) days.push(addDays(start, offset));
  return days;
}
