import type { Database } from "../db/client";
import { type BackgroundLoop, startBackgroundLoop } from "../runtime/background-loop";
import { ROLLUP } from "../scans/rollup-dimensions";
import { storeMonthSums } from "./month-sums";
import { sketchTodayHours } from "./sketch-today-hours";
import { type SketchRunner, settledDays, sketchPastVisitors, storeDaySketches } from "./visitor-sketches";

// The visitor sketches of settled periods (lib/stats/visitor-sketches.ts), made in the background
// so that no statistics read has to: every past UTC day with clicks of every code, and every
// month's days before today (a closed month whole, the current one so far), with the month's
// summed rollups (lib/stats/month-sums.ts). A period is pending while what is stored for it is
// missing or counts other clicks than the `total` rollup does now; a scan written late to a past
// day, an import's (lib/imports), or a day settling in the current month adds to that rollup, so
// the day and month turn pending again and are made anew. Reads keep making the sketches they find
// missing or stale (and sum such months from their days), so answers are the same either way.
// Last, each busy code's sketch of today's hours so far (lib/stats/sketch-today-hours.ts), which
// reads use when it is current and do without otherwise.

/**
 * Code-days and clicks (so about visitor rows read) per turn: one turn stays short. The embedded
 * database runs its queries on the server's own thread, so there a turn is smaller and the next one
 * waits a second: a backlog (after an upgrade or an import) never holds redirects up for long.
 */
const BUDGET = {
  postgres: { days: 32, clicks: 500_000, pauseMs: 0 },
  embedded: { days: 8, clicks: 50_000, pauseMs: 1000 },
};
const MONTHS_PER_TURN = 16;
const LOCK_KEY = 0x56_53_4b_54; // "VSKT": one instance sketches at a time

const PENDING_DAYS = `
  SELECT r."qrCodeId" AS code, r.day, r.count AS clicks FROM "ScanDailyCount" r
  WHERE r.dimension = '${ROLLUP.total}' AND r.value = '' AND r.day < $1 AND r.count > 0
    AND NOT EXISTS (SELECT 1 FROM "ScanVisitorSketch" s
      WHERE s."qrCodeId" = r."qrCodeId" AND s.period = r.day AND s.clicks = r.count)
  ORDER BY r.day DESC, r."qrCodeId" LIMIT $2`;
const PENDING_MONTHS = `
  SELECT m.code, m.month FROM (
    SELECT "qrCodeId" AS code, left(day, 7) AS month, sum(count) AS clicks FROM "ScanDailyCount"
    WHERE dimension = '${ROLLUP.total}' AND value = '' AND day < $1 AND count > 0
    GROUP BY "qrCodeId", left(day, 7)
  ) m
  WHERE NOT EXISTS (SELECT 1 FROM "ScanVisitorSketch" s
      WHERE s."qrCodeId" = m.code AND s.period = m.month AND s.clicks = m.clicks)
    OR NOT EXISTS (SELECT 1 FROM "ScanMonthSums" c
      WHERE c."qrCodeId" = m.code AND c.month = m.month AND c.clicks = m.clicks)
  ORDER BY m.month DESC, m.code LIMIT $2`;
const MONTH_CLICKS = `
  SELECT day, count FROM "ScanDailyCount"
  WHERE "qrCodeId" = $1 AND day BETWEEN $2 AND $3 AND dimension = '${ROLLUP.total}' AND value = ''`;

export interface SketchTurn {
  /** Day and month sketches made and stored, and steps of today's hour sketches. */
  days: number;
  months: number;
  hours: number;
  /** More periods were pending than one turn makes. */
  more: boolean;
}

/** Day sketches first (a month's sketch merges its days'), newest first, within the turn's budget. */
async function sketchDays(
  sql: SketchRunner,
  today: string,
  budget: { days: number; clicks: number },
): Promise<{ made: number; more: boolean }> {
  const pending = await sql.query<{ code: string; day: string; clicks: number }>(PENDING_DAYS, [today, budget.days]);
  const byCode = new Map<string, Map<string, number>>();
  let clicks = 0;
  for (const row of pending) {
    if (clicks > 0 && clicks + row.clicks > budget.clicks) break;
    clicks += row.clicks;
    const days = byCode.get(row.code) ?? new Map<string, number>();
    byCode.set(row.code, days.set(row.day, row.clicks));
  }
  let made = 0;
  for (const [code, clicksByDay] of byCode) made += await storeDaySketches(sql, code, clicksByDay);
  return { made, more: made < pending.length || pending.length === budget.days };
}

/**
 * Months' sketches over their days before today, through the read path's own code (it merges
 * the stored day sketches), and their summed rollups (lib/stats/month-sums.ts).
 */
async function sketchMonths(sql: SketchRunner, today: string): Promise<{ made: number; more: boolean }> {
  const pending = await sql.query<{ code: string; month: string }>(PENDING_MONTHS, [today, MONTHS_PER_TURN]);
  for (const { code, month } of pending) {
    const days = settledDays(month, today);
    const rows = await sql.query<{ day: string; count: number }>(MONTH_CLICKS, [code, days[0], days.at(-1)]);
    await sketchPastVisitors(code, days, new Map(rows.map((row) => [row.day, Number(row.count)])), sql);
    await storeMonthSums(sql, code, month, today);
  }
  return { made: pending.length, more: pending.length === MONTHS_PER_TURN };
}

let embeddedTurn = false; // an embedded database has one process: a flag is its lock

/**
 * One bounded turn: makes the pending sketches of days before `now`'s UTC day, then, once none
 * is left, those of months (and their sums) over those days, then today's up to `now`'s hour.
 * Undefined when another turn holds the work (on PostgreSQL a transaction-scoped advisory lock, so
 * two instances never make the same sketch).
 */
export async function sketchSettledPeriods(
  database: Pick<Database, "kind" | "sql">,
  now = new Date(),
): Promise<SketchTurn | undefined> {
  const today = now.toISOString().slice(0, 10);
  const turn = async (sql: SketchRunner): Promise<SketchTurn> => {
    const days = await sketchDays(sql, today, BUDGET[database.kind]);
    if (days.more) return { days: days.made, months: 0, hours: 0, more: true };
    const months = await sketchMonths(sql, today);
    if (months.more) return { days: days.made, months: months.made, hours: 0, more: true };
    const hours = await sketchTodayHours(sql, now, BUDGET[database.kind].clicks);
    return { days: days.made, months: months.made, hours: hours.made, more: hours.more };
  };
  if (database.kind === "embedded") {
    if (embeddedTurn) return undefined;
    embeddedTurn = true;
    // No transaction: PGlite's would hold every other query (scan writes too) for the whole turn.
    return turn(database.sql).finally(() => {
      embeddedTurn = false;
    });
  }
  return database.sql.transaction(async (tx) => {
    const [{ locked }] = await tx.query<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock($1) AS locked", [
      LOCK_KEY,
    ]);
    return locked ? turn(tx) : undefined;
  });
}

/** How long after an hour ends (midnight UTC too) it counts as settled: scan batches in flight are written by then. */
const SETTLE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * The idle wait before the next turn: the poll, cut short to the moment the hour now running has
 * settled, so a day's sketches are made within a minute or so of midnight UTC, and today's hour
 * sketches a minute into each hour, not up to a poll later.
 */
export function untilNextTurn(now: number, pollMs: number): number {
  const settles = Math.floor(now / HOUR_MS) * HOUR_MS + SETTLE_MS;
  return Math.min(pollMs, (settles > now ? settles : settles + HOUR_MS) - now);
}

/**
 * A minute into every UTC hour while the server runs (and turn after turn while work is pending, as
 * after an upgrade or an import): yesterday's sketches are made before the first reads of the new
 * day need them, with the month's so far, and busy codes' sketches of today move on by an hour.
 * Late scans to past days (an outage's journal replayed) are made again within the hour. Each turn
 * reads the settled days' `total` rollups once.
 */
export function startVisitorSketcher(
  database: Pick<Database, "kind" | "sql">,
  pollMs = 3_600_000,
  firstDelayMs = 60_000,
): BackgroundLoop {
  return startBackgroundLoop({
    failing: "[stats] visitor sketches of settled days",
    pollMs,
    idleMs: () => untilNextTurn(Date.now(), pollMs),
    firstDelayMs,
    turn: async () => {
      const more = (await sketchSettledPeriods(database))?.more === true;
      if (more) await new Promise((resolve) => setTimeout(resolve, BUDGET[database.kind].pauseMs));
      return more;
    },
  });
}
