import { describe, expect, it } from "vitest";
import { GET as getStatsRoute } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { getDatabase } from "@/lib/db/client";
import { forgetAll } from "@/lib/stats/settled-days-cache";
import { type SketchTurn, sketchSettledPeriods, untilNextTurn } from "@/lib/stats/sketch-settled-periods";
import { EXACT_VISITORS_UP_TO_CLICKS } from "@/lib/stats/sum-range";
import { calendarDays } from "@/lib/stats/visitor-sketches";
import { testDatabaseKind, useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { DAY_MS, DESKTOP, IPHONE, importInto, PLACES, visit } from "../imports/visit-fixtures";
import { makeOwner, type Owner, shiftDay, todayUtc } from "./stats-fixtures";

const database = useTestDatabase();

// The background job (lib/stats/sketch-settled-periods.ts) makes the visitor sketches of settled
// days and of months (a closed one whole, the current one so far) before any read needs them; reads
// still make what is missing or stale.

/** Rollups of `clicksEach` clicks by each of visitors `from`..`to - 1` on `day`, as a scan batch writes them. */
async function seedDay(codeId: string, day: string, from: number, to: number, clicksEach = 2) {
  const { sql } = await getDatabase();
  await sql.query(
    `INSERT INTO "ScanVisitorDay" ("qrCodeId", "day", "visitorId") SELECT $1, $2, 'visitor-' || g FROM generate_series($3::int, $4::int - 1) g ON CONFLICT DO NOTHING`,
    [codeId, day, from, to],
  );
  await sql.query(
    `INSERT INTO "ScanDailyCount" ("qrCodeId", "day", "dimension", "value", "count") VALUES ($1, $2, 'total', '', $3)
     ON CONFLICT ("qrCodeId", "day", "dimension", "value") DO UPDATE SET "count" = "ScanDailyCount"."count" + EXCLUDED."count"`,
    [codeId, day, (to - from) * clicksEach],
  );
}

/** 70 past days of 800 visitors each (drawn from 20,000): more clicks than are counted exactly. */
async function seedSeventyDays(codeId: string) {
  for (let d = 1; d <= 70; d++) {
    const from = (d * 293) % 19_200;
    await seedDay(codeId, shiftDay(todayUtc(), -d), from, from + 800);
  }
}

/** Job turns until nothing is pending; their sums. */
async function runJob(): Promise<{ days: number; months: number }> {
  const made = { days: 0, months: 0 };
  for (let turn: SketchTurn | undefined; !turn || turn.more; ) {
    turn = await sketchSettledPeriods(database.current());
    if (!turn) throw new Error("no other turn runs in this test");
    made.days += turn.days;
    made.months += turn.months;
  }
  return made;
}

/** The code's stored sketches: period → clicks, the sketch as hex, and the row version (xmin). */
async function storedSketches(codeId: string) {
  const { sql } = await getDatabase();
  const rows = await sql.query<{ period: string; clicks: number; sketch: string; version: string }>(
    `SELECT period, clicks, encode(sketch, 'hex') AS sketch, xmin::text AS version FROM "ScanVisitorSketch" WHERE "qrCodeId" = $1`,
    [codeId],
  );
  return new Map(rows.map((row) => [row.period, row]));
}

/**
 * Two job turns, the second started while the first is inside its work. On PostgreSQL the first is
 * held there: another transaction has written (not yet committed) a sketch row it is to write, so
 * it waits on that row's lock until the test rolls that transaction back. An embedded database
 * runs one process, whose turns interleave at every query.
 */
async function concurrentTurns(codeId: string, heldDay: string): Promise<(SketchTurn | undefined)[]> {
  const db = database.current();
  if (testDatabaseKind === "embedded") return Promise.all([sketchSettledPeriods(db), sketchSettledPeriods(db)]);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let written = () => {};
  const rowWritten = new Promise<void>((resolve) => {
    written = resolve;
  });
  const holder = db.sql
    .transaction(async (tx) => {
      await tx.query(
        `INSERT INTO "ScanVisitorSketch" ("qrCodeId", period, clicks, sketch) VALUES ($1, $2, 0, decode('00', 'hex'))`,
        [codeId, heldDay],
      );
      written();
      await released;
      throw new Error("rolled back");
    })
    .catch(() => {});
  await rowWritten;
  const waiting = async () =>
    (
      await db.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )
    )[0].n;
  const until = async (done: () => Promise<boolean>, what: string) => {
    for (let polls = 0; !(await done()); polls++) {
      if (polls > 600) throw new Error(`never: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const first = sketchSettledPeriods(db);
  await until(async () => (await waiting()) > 0, "the first turn waits on the held row");
  // The second either gives way at once, or makes the same sketches and waits on that row too.
  let secondDone = false;
  const second = sketchSettledPeriods(db).finally(() => {
    secondDone = true;
  });
  await until(async () => secondDone || (await waiting()) > 1, "the second turn ends or waits");
  release();
  await holder;
  return Promise.all([first, second]);
}

async function forgetSketches(codeId: string) {
  await database.current().sql.query(`DELETE FROM "ScanVisitorSketch" WHERE "qrCodeId" = $1`, [codeId]);
}

async function uniqueUsers(owner: Owner, codeId: string): Promise<number> {
  forgetAll(); // as on a fresh instance: nothing remembered in this process
  const query = `?startDate=${shiftDay(todayUtc(), -80)}&endDate=${todayUtc()}`;
  const result = await call(getStatsRoute, `/api/v1/qrcodes/${codeId}/stats${query}`, {
    headers: owner.headers,
    params: { id: codeId },
  });
  expect(result.status).toBe(200);
  expect(result.body.totalScans).toBeGreaterThan(EXACT_VISITORS_UP_TO_CLICKS); // so sketches are read
  return result.body.uniqueUsers;
}

/** The months of past days: each has a sketch (and sums) over its days before today, the current one too. */
const monthsOf = (days: string[]) => new Set(days.map((day) => day.slice(0, 7))).size;

describe("visitor sketches made as days settle", () => {
  const shared: { owner?: Owner; twinOwner?: Owner } = {};

  it("makes every settled day's and month's sketch, so a read makes none and answers as the read-time path", async () => {
    const owner = await makeOwner();
    const twinOwner = await makeOwner(); // the same scans, its sketches made by its read
    const [sketched, twin] = [owner.codeId, twinOwner.codeId];
    await seedSeventyDays(sketched);
    await seedSeventyDays(twin);
    Object.assign(shared, { owner, twinOwner });

    const days = Array.from({ length: 70 }, (_, d) => shiftDay(todayUtc(), -(d + 1)));
    // Both codes' days and months (the twin's too: the job covers every code).
    expect(await runJob()).toEqual({ days: 140, months: 2 * monthsOf(days) });
    const before = await storedSketches(sketched);
    expect([...before.keys()].filter((period) => period.length === 10).sort()).toEqual([...days].sort());
    expect(await runJob()).toEqual({ days: 0, months: 0 }); // idempotent: nothing left to make

    // The read writes no row (each keeps its version), and its answer is the read-time one.
    await forgetSketches(twin);
    const answer = await uniqueUsers(owner, sketched);
    expect(await storedSketches(sketched)).toEqual(before);
    expect(await uniqueUsers(twinOwner, twin)).toBe(answer);
    const made = await storedSketches(twin);
    expect(made.size).toBeGreaterThan(0);
    for (const [period, row] of made) expect(row.sketch, period).toBe(before.get(period)?.sketch);
  });

  it("remakes the day and month sketches a late scan made stale", async () => {
    const { owner, twinOwner } = shared as Required<typeof shared>;
    const [sketched, twin] = [owner.codeId, twinOwner.codeId];
    await runJob(); // the twin's periods its read did not make
    const late = shiftDay(`${todayUtc().slice(0, 7)}-01`, -20); // in last month, a closed one
    const before = await storedSketches(sketched);
    await seedDay(sketched, late, 50_000, 50_500);
    await seedDay(twin, late, 50_000, 50_500);

    expect(await runJob()).toEqual({ days: 2, months: 2 });
    const after = await storedSketches(sketched);
    expect(after.get(late)?.clicks).toBe((before.get(late)?.clicks ?? 0) + 1000);
    expect(after.get(late)?.sketch).not.toBe(before.get(late)?.sketch);
    expect(after.get(late.slice(0, 7))?.clicks).toBe((before.get(late.slice(0, 7))?.clicks ?? 0) + 1000);
    await forgetSketches(twin); // its answer made at read again
    expect(await uniqueUsers(owner, sketched)).toBe(await uniqueUsers(twinOwner, twin));
    expect(await storedSketches(sketched)).toEqual(after);
  });

  it("two turns at once make each period once", async () => {
    await runJob(); // what earlier reads left unmade: these turns then have only this code's periods
    const { codeId } = await makeOwner();
    // Fewer days than one turn makes on either database (lib/stats/sketch-settled-periods.ts's budgets).
    const days = Array.from({ length: 6 }, (_, d) => shiftDay(todayUtc(), -(d + 3)));
    for (const day of days) await seedDay(codeId, day, 0, 300);
    const turns = await concurrentTurns(codeId, days[0]);
    const sum = (key: "days" | "months") => turns.reduce((total, turn) => total + (turn?.[key] ?? 0), 0);
    expect(sum("days")).toBe(6);
    expect(sum("months")).toBe(monthsOf(days));
    expect((await storedSketches(codeId)).size).toBe(6 + monthsOf(days));
  });

  it("sketches an import's days, and remakes a sketched day an import adds to", async () => {
    const owner = await makeOwner();
    const code = { id: owner.codeId, accountId: owner.user.accountId };
    const sketchedDay = shiftDay(todayUtc(), -5);
    await seedDay(code.id, sketchedDay, 0, 10);
    await runJob();
    expect((await storedSketches(code.id)).get(sketchedDay)?.clicks).toBe(20);

    const at = (daysAgo: number) => new Date(Date.parse(`${shiftDay(todayUtc(), -daysAgo)}T12:00:00Z`));
    const visits = [
      visit(at(5), IPHONE, PLACES[0]),
      visit(at(30), DESKTOP, PLACES[1]),
      visit(new Date(at(30).getTime() + 60_000), IPHONE, PLACES[2]),
      visit(new Date(at(100).getTime() - DAY_MS), DESKTOP, PLACES[3]),
    ];
    await importInto(code, visits);
    const importedDays = [shiftDay(todayUtc(), -30), shiftDay(todayUtc(), -101)];
    const made = await runJob();
    expect(made.days).toBe(3);
    const stored = await storedSketches(code.id);
    expect(stored.get(sketchedDay)?.clicks).toBe(21);
    expect(importedDays.map((day) => stored.get(day)?.clicks)).toEqual([2, 1]);
  });
});

describe("summed rollups of months", () => {
  /** Mobile clicks per day as a scan batch writes them (device rollup beside the total). */
  async function seedMobile(codeId: string, day: string, clicks: number) {
    await seedDay(codeId, day, 0, clicks, 1);
    await database.current().sql.query(
      `INSERT INTO "ScanDailyCount" ("qrCodeId", "day", "dimension", "value", "count") VALUES ($1, $2, 'device', 'mobile', $3)
         ON CONFLICT ("qrCodeId", "day", "dimension", "value") DO UPDATE SET "count" = "ScanDailyCount"."count" + EXCLUDED."count"`,
      [codeId, day, clicks],
    );
  }
  const start = shiftDay(todayUtc(), -80);
  async function mobile(owner: Owner, codeId: string): Promise<number> {
    forgetAll();
    const result = await call(
      getStatsRoute,
      `/api/v1/qrcodes/${codeId}/stats?startDate=${start}&endDate=${todayUtc()}`,
      {
        headers: owner.headers,
        params: { id: codeId },
      },
    );
    expect(result.status).toBe(200);
    return result.body.deviceBreakdown.mobile;
  }

  it("are made by the job and read for whole months, unless a later scan changed the month", async () => {
    const owner = await makeOwner();
    const days = Array.from({ length: 80 }, (_, d) => shiftDay(todayUtc(), -(d + 1)));
    for (const day of days) await seedMobile(owner.codeId, day, 1000);
    const truth = await mobile(owner, owner.codeId);
    expect(truth).toBe(80_000);
    await runJob();
    const inRange = new Set(days);
    // Months whose days before today are all in the range: closed ones whole, the current one so far.
    const wholeMonths = [...new Set(days.map((day) => day.slice(0, 7)))].filter((month) =>
      calendarDays(month)
        .filter((day) => day < todayUtc())
        .every((day) => inRange.has(day)),
    );
    expect(wholeMonths.length).toBeGreaterThan(0);
    // Stored sums changed behind the job's back show in the read: it reads them, not the days.
    const tamper = `UPDATE "ScanMonthSums" SET sums = jsonb_set(sums::jsonb, '{device,mobile}',
      to_jsonb((sums->'device'->>'mobile')::int + 7))::json WHERE "qrCodeId" = $1`;
    await database.current().sql.query(tamper, [owner.codeId]);
    expect(await mobile(owner, owner.codeId)).toBe(truth + 7 * wholeMonths.length);
    // A late scan in a whole month: that month is summed from its days until the job makes it again.
    const late = `${wholeMonths[0]}-01`;
    await seedMobile(owner.codeId, late, 3);
    expect(await mobile(owner, owner.codeId)).toBe(truth + 3 + 7 * (wholeMonths.length - 1));
    expect(await runJob()).toMatchObject({ months: 1 });
    expect(await mobile(owner, owner.codeId)).toBe(truth + 3 + 7 * (wholeMonths.length - 1));
  });
});

describe("when the job turns", () => {
  const HOUR = 3_600_000;
  const at = (iso: string) => Date.parse(iso);

  it("a minute into every UTC hour (midnight too), when the hour just ended has settled, or at the poll if sooner", () => {
    expect(untilNextTurn(at("2026-03-10T23:30:00Z"), HOUR)).toBe(31 * 60_000);
    expect(untilNextTurn(at("2026-03-11T14:20:00Z"), HOUR)).toBe(41 * 60_000);
    expect(untilNextTurn(at("2026-03-10T23:59:59Z"), HOUR)).toBe(61_000);
    expect(untilNextTurn(at("2026-03-11T00:00:30Z"), HOUR)).toBe(30_000);
    expect(untilNextTurn(at("2026-03-11T00:01:00Z"), HOUR)).toBe(HOUR);
    expect(untilNextTurn(at("2026-03-11T10:00:00Z"), HOUR)).toBe(60_000);
    expect(untilNextTurn(at("2026-03-11T10:01:00Z"), 30 * HOUR)).toBe(HOUR);
  });
});
