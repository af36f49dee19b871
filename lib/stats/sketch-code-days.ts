import { getDatabase } from "../db/client";
import { ROLLUP } from "../scans/rollup-dimensions";
import { storeMonthSums } from "./month-sums";
import { today as utcToday } from "./utc-days";
import { settledDays, sketchPastVisitors } from "./visitor-sketches";

// The visitor sketches and month sums of one code's past days that were just written to (an
// import's), made at once rather than at the background job's next turn, so no read in between
// makes them itself.

const DAY_CLICKS = `
  SELECT day, count FROM "ScanDailyCount"
  WHERE "qrCodeId" = $1 AND day = ANY($2::text[]) AND dimension = '${ROLLUP.total}' AND value = ''`;

/**
 * Makes and stores the sketches of `days` before today (today's are not kept), and the sketch and
 * summed rollups of each month they fall in (over its days before today). Costs the visitor rows
 * of those days, and of the months' other days not sketched yet.
 */
export async function sketchCodeDays(qrCodeId: string, days: Iterable<string>, today = utcToday()): Promise<void> {
  const months = [...new Set([...days].filter((day) => day < today).map((day) => day.slice(0, 7)))];
  if (months.length === 0) return;
  const { sql } = await getDatabase();
  const rows = await sql.query<{ day: string; count: unknown }>(DAY_CLICKS, [
    qrCodeId,
    months.flatMap((month) => settledDays(month, today)),
  ]);
  const clicks = new Map(rows.map((row) => [row.day, Number(row.count)]));
  // Through the read path's code: it makes the month's missing or stale days, then the month.
  for (const month of months) {
    await sketchPastVisitors(qrCodeId, settledDays(month, today), clicks, sql);
    await storeMonthSums(sql, qrCodeId, month, today);
  }
}
