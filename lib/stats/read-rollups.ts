import { getDatabase } from "../db/client";

// The reads statistics make, from the rollup tables only (never ScanEvent). Counts are summed
// as int8: pg answers them as text, PGlite as bigint, and Number() takes both.

const DAILY_SQL = `
  SELECT day, dimension, value, count FROM "ScanDailyCount"
  WHERE "qrCodeId" = $1 AND day = ANY($2::text[]) AND dimension = ANY($3::text[])`;
const SUMS_SQL = `
  SELECT dimension, value, SUM(count)::int8 AS count FROM "ScanDailyCount"
  WHERE "qrCodeId" = $1 AND day BETWEEN $2 AND $3 AND dimension = ANY($4::text[])
  GROUP BY dimension, value`;
const VISITORS_SQL = `SELECT DISTINCT "visitorId" AS id FROM "ScanVisitorDay" WHERE "qrCodeId" = $1 AND day BETWEEN $2 AND $3`;
// GROUP BY lets PostgreSQL hash the ids; COUNT(DISTINCT) would always sort them.
const VISITOR_COUNT_SQL = `
  SELECT COUNT(*)::int8 AS count FROM (
    SELECT "visitorId" FROM "ScanVisitorDay" WHERE "qrCodeId" = $1 AND day BETWEEN $2 AND $3 GROUP BY "visitorId"
  ) visitors`;

export interface DailyRow {
  day: string;
  dimension: string;
  value: string;
  count: number;
}

/** The rows of the given days and dimensions: one index probe per pair, however wide the day. */
export async function readDaily(qrCodeId: string, days: string[], dimensions: string[]): Promise<DailyRow[]> {
  const { sql } = await getDatabase();
  const rows = await sql.query<DailyRow>(DAILY_SQL, [qrCodeId, days, dimensions]);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Count per dimension and value over the days, keyed `${dimension}\0${value}`. */
export async function readSums(
  qrCodeId: string,
  startDate: string,
  endDate: string,
  dimensions: string[],
): Promise<Map<string, number>> {
  const { sql } = await getDatabase();
  const rows = await sql.query<{ dimension: string; value: string; count: unknown }>(SUMS_SQL, [
    qrCodeId,
    startDate,
    endDate,
    dimensions,
  ]);
  return new Map(rows.map((row) => [`${row.dimension}\0${row.value}`, Number(row.count)]));
}

/** The distinct visitor ids of the days' clicks. */
export async function readVisitors(qrCodeId: string, startDate: string, endDate: string): Promise<string[]> {
  const { sql } = await getDatabase();
  return (await sql.query<{ id: string }>(VISITORS_SQL, [qrCodeId, startDate, endDate])).map((row) => row.id);
}

/** How many distinct visitors clicked over the days (a visitor seen on several days counts once). */
export async function countVisitors(qrCodeId: string, startDate: string, endDate: string): Promise<number> {
  const { sql } = await getDatabase();
  const [row] = await sql.query<{ count: unknown }>(VISITOR_COUNT_SQL, [qrCodeId, startDate, endDate]);
  return Number(row?.count ?? 0);
}
