import { getDatabase } from "../db/client";
import { ROLLUP } from "../scans/rollup-dimensions";
import { storeMonthSums } from "./month-sums";
import { today as utcToday } from "./utc-days";
import { calendarDays, sketchPastVisitors, storeDaySketches } from "./visitor-sketches";

// The visitor sketches of one code's past days that were just written to (an import's), made at
// once rather than at the background job's next turn, so no read in between makes them itself.

const DAY_CLICKS = `
  SELECT day, count FROM "ScanDailyCount"
  WHERE "qrCodeId" = $1 AND day = ANY($2::text[]) AND dimension = '${ROLLUP.total}' AND value = ''`;

/**
 * Makes and stores the sketches of `days` before today (today's are not kept), and those and the
 * summed rollups of the closed months they fall in. Costs the visitor rows of those days (and of a closed month's days
 * not sketched yet).
 */
export async function sketchCodeDays(qrCodeId: string, days: Iterable<string>, today = utcToday()): Promise<void> {
  const past = [...new Set(days)].filter((day) => day < today);
  if (past.length === 0) return;
  const { sql } = await getDatabase();
  const monthNow = today.slice(0, 7);
  const openDays = past.filter((day) => day.slice(0, 7) === monthNow);
  const closedMonths = [...new Set(past.map((day) => day.slice(0, 7)).filter((month) => month < monthNow))];
  const rows = await sql.query<{ day: string; count: unknown }>(DAY_CLICKS, [
    qrCodeId,
    [...openDays, ...closedMonths.flatMap(calendarDays)],
  ]);
  const clicks = new Map<string, number>();
  for (const row of rows) if (Number(row.count) > 0) clicks.set(row.day, Number(row.count));
  const openClicks = new Map(openDays.filter((day) => clicks.has(day)).map((day) => [day, clicks.get(day) ?? 0]));
  await storeDaySketches(sql, qrCodeId, openClicks);
  // A closed month through the read path's code (it makes the month's missing or stale days, then
  // the month), and its sums.
  for (const month of closedMonths) {
    await sketchPastVisitors(qrCodeId, calendarDays(month), clicks, sql);
    await storeMonthSums(sql, qrCodeId, month);
  }
}
