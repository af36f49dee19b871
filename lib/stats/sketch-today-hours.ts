import { ROLLUP } from "../scans/rollup-dimensions";
import { encodeSketch, emptySketch } from "./visitor-sketch";
import type { SketchRunner } from "./visitor-sketches";
import {
  addClickVisitors,
  decodeSketch,
  hourPeriod,
  readHourSketch,
  readHourVersions,
  TODAY_SKETCH_FROM_CLICKS,
} from "./today-sketch";

// The background job's step for today (lib/stats/today-sketch.ts): each busy code's sketch of the
// day so far is carried forward an hour at a time, from the last one stored, so a turn reads about
// an hour of each code's clicks; after a restart, or once a late scan made the stored one stale,
// it starts again from midnight, still an hour per read and stored after each.

const BUSY_TODAY = `
  SELECT "qrCodeId" AS code FROM "ScanDailyCount"
  WHERE day = $1 AND dimension = '${ROLLUP.total}' AND value = '' AND count >= $2
  ORDER BY "qrCodeId"`;
// A code's sketch of a day's hours replaces any it had before (of this day or an earlier one); the
// day's own sketch, once the day settles, replaces it (lib/stats/visitor-sketches.ts's storeDaySketches).
const STORE = `
  WITH gone AS (
    DELETE FROM "ScanVisitorSketch" WHERE "qrCodeId" = $1 AND period LIKE '____-__-__T__' AND period <> $2
  )
  INSERT INTO "ScanVisitorSketch" ("qrCodeId", "period", "clicks", "sketch") VALUES ($1, $2, $3, decode($4, 'hex'))
  ON CONFLICT ("qrCodeId", "period") DO UPDATE SET "clicks" = EXCLUDED."clicks", "sketch" = EXCLUDED."sketch"`;

export interface TodayTurn {
  /** Hour steps made and stored. */
  made: number;
  /** Steps were left for the next turn. */
  more: boolean;
}

/**
 * Brings the sketch of every code with at least TODAY_SKETCH_FROM_CLICKS clicks today up to the
 * start of `now`'s UTC hour, within `budget` events read (a code's hour is never split).
 */
export async function sketchTodayHours(sql: SketchRunner, now: Date, budget: number): Promise<TodayTurn> {
  const day = now.toISOString().slice(0, 10);
  const hour = now.getUTCHours();
  if (hour === 0) return { made: 0, more: false };
  const codes = await sql.query<{ code: string }>(BUSY_TODAY, [day, TODAY_SKETCH_FROM_CLICKS]);
  let [made, spent] = [0, 0];
  for (const { code } of codes) {
    // Read before the events, so a scan landing in between leaves the sketch stale, never wrong.
    const before = await readHourVersions(sql, code, day);
    const stored = await readHourSketch(sql, code, day, before);
    let at = stored?.hour ?? 0;
    if (at >= hour) continue;
    const sketch = stored ? decodeSketch(stored.sketch) : emptySketch();
    while (at < hour) {
      const cost = before[at + 1] - before[at];
      if (spent > 0 && spent + cost > budget) return { made, more: true };
      await addClickVisitors(sql, code, day, at, at + 1, sketch);
      at++;
      spent += cost;
      const hex = Buffer.from(encodeSketch(sketch)).toString("hex");
      await sql.query(STORE, [code, hourPeriod(day, at), before[at], hex]);
      made++;
    }
  }
  return { made, more: false };
}
