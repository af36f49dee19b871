import { ROLLUP } from "../scans/rollup-dimensions";
import { addDays, today } from "./utc-days";
import { type SketchRunner, settledDays } from "./visitor-sketches";

// The daily rollups of months' days before today (a closed month whole, the current one so far),
// summed per dimension and value (ScanMonthSums, one JSON object per month): a year's read then
// takes a dozen rows instead of summing 365 days' (~740,000 rows at 2,000 places). A month's
// `clicks` is its version: good while it equals the sum of the daily `total` rows of the days it
// should cover, which a late scan, an import or a day settling in the current month changes. Reads
// never write them: the background job (lib/stats/sketch-settled-periods.ts) makes them as days
// settle; reads sum the days of the rest.

// Only what every click writes: a change to any of these changes the `total` too, so it versions them.
const CLICK_DIMENSIONS = [ROLLUP.device, ROLLUP.os, ROLLUP.browser, ROLLUP.geo, ROLLUP.destination];

const STORE = `
  WITH d AS (
    SELECT dimension, value, SUM(count)::int8 AS n FROM "ScanDailyCount"
    WHERE "qrCodeId" = $1 AND day BETWEEN $3 AND $4 AND (dimension = ANY($5::text[]) OR dimension = '${ROLLUP.total}')
    GROUP BY dimension, value
  )
  INSERT INTO "ScanMonthSums" ("qrCodeId", "month", "clicks", "sums")
  SELECT $1::text, $2::text, coalesce((SELECT n FROM d WHERE dimension = '${ROLLUP.total}'), 0)::int,
    coalesce((SELECT json_object_agg(dimension, counts) FROM (
      SELECT dimension, json_object_agg(value, n) AS counts FROM d WHERE dimension <> '${ROLLUP.total}' GROUP BY dimension
    ) x), '{}'::json)
  ON CONFLICT ("qrCodeId", "month") DO UPDATE SET "clicks" = EXCLUDED."clicks", "sums" = EXCLUDED."sums"`;
const READ = `SELECT month, clicks, sums FROM "ScanMonthSums" WHERE "qrCodeId" = $1 AND month = ANY($2::text[])`;
const DAY_SUMS = `
  SELECT dimension, value, SUM(count)::int8 AS count FROM "ScanDailyCount"
  WHERE "qrCodeId" = $1 AND day BETWEEN $2 AND $3 AND dimension = ANY($4::text[])
  GROUP BY dimension, value`;

type Sums = Record<string, Record<string, number>>;

/**
 * Stores a month's sums over its days before `today` from their daily rollups, in one statement:
 * its clicks (the version) and its sums are of one snapshot.
 */
export async function storeMonthSums(sql: SketchRunner, qrCodeId: string, month: string, today: string): Promise<void> {
  const days = settledDays(month, today);
  if (days.length > 0) await sql.query(STORE, [qrCodeId, month, days[0], days.at(-1), CLICK_DIMENSIONS]);
}

/** Runs of consecutive days, as [first, last] pairs; `days` ascending. */
function runsOf(days: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/**
 * Count per `${dimension}\0${value}` over `days` (ascending, consecutive, all before today):
 * months whose days before today are all in `days` from their stored sums where those are current
 * (`clicksByDay`: the days' `total` rollup), every other day from the daily rollups.
 */
export async function readSettledSums(
  sql: SketchRunner,
  qrCodeId: string,
  days: string[],
  clicksByDay: Map<string, number>,
  dimensions: string[],
): Promise<Map<string, number>> {
  const unstored = dimensions.filter((dimension) => !(CLICK_DIMENSIONS as string[]).includes(dimension));
  if (unstored.length > 0) throw new Error(`readSettledSums: months store no ${unstored.join(", ")} sums`);
  const inRange = new Set(days);
  const settled = today();
  const months = [...new Set(days.map((day) => day.slice(0, 7)))].filter((month) =>
    settledDays(month, settled).every((day) => inRange.has(day)),
  );
  const clicksOf = (month: string) =>
    settledDays(month, settled).reduce((sum, day) => sum + (clicksByDay.get(day) ?? 0), 0);
  const sumDays = (some: string[]) =>
    Promise.all(
      runsOf(some).map(([first, last]) =>
        sql.query<{ dimension: string; value: string; count: unknown }>(DAY_SUMS, [qrCodeId, first, last, dimensions]),
      ),
    ).then((runs) => runs.flat());
  // The days outside whole months are read meanwhile; those of a month found stale, after.
  const outside = sumDays(days.filter((day) => !months.includes(day.slice(0, 7))));
  outside.catch(() => {}); // awaited below; until then a failure must not count as unhandled
  const rows = months.length
    ? await sql.query<{ month: string; clicks: number; sums: Sums }>(READ, [qrCodeId, months])
    : [];
  const stored = new Map(rows.map((row) => [row.month, row]));
  // A month without clicks has nothing to sum either way.
  const current = new Set(months.filter((month) => Number(stored.get(month)?.clicks ?? 0) === clicksOf(month)));
  const sums = new Map<string, number>();
  const add = (key: string, count: number) => sums.set(key, (sums.get(key) ?? 0) + count);
  for (const month of current) {
    const counts = stored.get(month)?.sums ?? {};
    for (const dimension of dimensions)
      for (const [value, count] of Object.entries(counts[dimension] ?? {})) add(`${dimension}\0${value}`, count);
  }
  const stale = sumDays(days.filter((day) => months.includes(day.slice(0, 7)) && !current.has(day.slice(0, 7))));
  for (const row of (await Promise.all([outside, stale])).flat())
    add(`${row.dimension}\0${row.value}`, Number(row.count));
  return sums;
}
