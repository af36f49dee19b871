import { describe, expect, it } from "vitest";
import { GET as getStatsRoute } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { forgetAll } from "@/lib/stats/settled-days-cache";
import { type SketchTurn, sketchSettledPeriods } from "@/lib/stats/sketch-settled-periods";
import { sketchTodayHours } from "@/lib/stats/sketch-today-hours";
import { EXACT_VISITORS_UP_TO_CLICKS } from "@/lib/stats/sum-range";
import { TODAY_SKETCH_FROM_CLICKS } from "@/lib/stats/today-sketch";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { makeOwner, type Owner, shiftDay, todayUtc } from "./stats-fixtures";

const database = useTestDatabase();
const sql = () => database.current().sql;

// A busy code's visitors of today: the job keeps a sketch of the day's hours so far
// (lib/stats/today-sketch.ts) and reads add the clicks since, instead of hashing every id of today.

const PER_HOUR = 2000;
const hh = (hour: number) => String(hour).padStart(2, "0");
const at = (day: string, hour: number, minute = 30) =>
  new Date(`${day}T${hh(hour)}:${String(minute).padStart(2, "0")}:00Z`);

async function addRollup(codeId: string, day: string, dimension: string, value: string, count: number) {
  await sql().query(
    `INSERT INTO "ScanDailyCount" ("qrCodeId", "day", "dimension", "value", "count") VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ("qrCodeId", "day", "dimension", "value") DO UPDATE SET "count" = "ScanDailyCount"."count" + EXCLUDED."count"`,
    [codeId, day, dimension, value, count],
  );
}

/** Events of visitors `prefix`from..to-1 in one hour of `day`, and their rollups, as a scan batch writes them. */
async function seedEvents(codeId: string, day: string, hour: number, from: number, to: number, kind = "click") {
  const prefix = kind === "click" ? "visitor-" : "viewer-";
  await sql().query(
    `INSERT INTO "ScanEvent" ("id", "qrCodeId", "eventType", "device", "os", "browser", "country", "region", "city", "visitorId", "createdAt")
     SELECT $1 || '-' || $3 || '-' || $5 || '-' || g, $1, $5, 'mobile', 'iOS', 'Safari', 'US', '', '', $6 || g,
       $2::timestamp + (g % 3600) * interval '1 second'
     FROM generate_series($3::int, $4::int - 1) g`,
    [codeId, `${day}T${hh(hour)}:00:00`, from, to, kind, prefix],
  );
  await addRollup(codeId, day, "hour", hh(hour), to - from);
  if (kind !== "click") return addRollup(codeId, day, "impression", "", to - from);
  await addRollup(codeId, day, "total", "", to - from);
  await sql().query(
    `INSERT INTO "ScanVisitorDay" ("qrCodeId", "day", "visitorId") SELECT $1, $2, 'visitor-' || g FROM generate_series($3::int, $4::int - 1) g
     ON CONFLICT DO NOTHING`,
    [codeId, day, from, to],
  );
}

/**
 * Yesterday: 56,000 clicks by 800 visitors (so the range is counted by sketches). Today, hours 0..5:
 * 2,000 clicks an hour by visitors overlapping the hour before, and image views in hour 2 by viewers
 * who are no click's visitors.
 */
async function seedBusyCode(hours = 6): Promise<Owner> {
  const owner = await makeOwner();
  const yesterday = shiftDay(todayUtc(), -1);
  await addRollup(owner.codeId, yesterday, "total", "", 56_000);
  await sql().query(
    `INSERT INTO "ScanVisitorDay" ("qrCodeId", "day", "visitorId") SELECT $1, $2, 'visitor-' || g FROM generate_series(0, 799) g`,
    [owner.codeId, yesterday],
  );
  for (let hour = 0; hour < hours; hour++)
    await seedEvents(owner.codeId, todayUtc(), hour, hour * 1000, hour * 1000 + PER_HOUR);
  await seedEvents(owner.codeId, todayUtc(), 2, 0, 500, "impression");
  return owner;
}

async function runJob(now: Date): Promise<number> {
  let hours = 0;
  for (let turn: SketchTurn | undefined; !turn || turn.more; ) {
    turn = await sketchSettledPeriods(database.current(), now);
    if (!turn) throw new Error("no other turn runs in this test");
    hours += turn.hours;
  }
  return hours;
}

/** The code's sketches of hours: period → the events they were made from. */
async function hourSketches(codeId: string): Promise<Record<string, number>> {
  const rows = await sql().query<{ period: string; clicks: number }>(
    `SELECT period, clicks FROM "ScanVisitorSketch" WHERE "qrCodeId" = $1 AND period LIKE '%T%'`,
    [codeId],
  );
  return Object.fromEntries(rows.map((row) => [row.period, Number(row.clicks)]));
}

const emptyHourSketch = (codeId: string) =>
  sql().query(
    `UPDATE "ScanVisitorSketch" SET sketch = decode('01', 'hex') WHERE "qrCodeId" = $1 AND period LIKE '%T%'`,
    [codeId],
  );
const forgetHourSketches = (codeId: string) =>
  sql().query(`DELETE FROM "ScanVisitorSketch" WHERE "qrCodeId" = $1 AND period LIKE '%T%'`, [codeId]);

async function uniqueUsers(owner: Owner): Promise<number> {
  forgetAll(); // as on a fresh instance
  const query = `?startDate=${shiftDay(todayUtc(), -30)}&endDate=${todayUtc()}`;
  const result = await call(getStatsRoute, `/api/v1/qrcodes/${owner.codeId}/stats${query}`, {
    headers: owner.headers,
    params: { id: owner.codeId },
  });
  expect(result.status).toBe(200);
  expect(result.body.totalScans).toBeGreaterThan(EXACT_VISITORS_UP_TO_CLICKS);
  return result.body.uniqueUsers;
}

describe("a busy code's sketch of today's hours", () => {
  it("is kept by the job, and a read adds the clicks since to it: the same count as from every id", async () => {
    const owner = await seedBusyCode();
    const fromEveryId = await uniqueUsers(owner);
    expect(await runJob(at(todayUtc(), 2, 10))).toBe(2);
    expect(await runJob(at(todayUtc(), 4))).toBe(2); // on from the one stored: hours 2 and 3 only
    // Hours 0..3: four hours of clicks and hour 2's image views.
    expect(await hourSketches(owner.codeId)).toEqual({ [`${todayUtc()}T04`]: 4 * PER_HOUR + 500 });
    expect(await uniqueUsers(owner)).toBe(fromEveryId);
    // It is what the read uses: emptied, hours 0..3's visitors seen nowhere else go missing.
    await emptyHourSketch(owner.codeId);
    expect(await uniqueUsers(owner)).toBeLessThan(fromEveryId - 2000);
    expect(await runJob(at(todayUtc(), 4))).toBe(0); // current by its count: not made again
  });

  it("turns stale when a scan lands late in its hours: reads do without it until the job makes it again", async () => {
    const owner = await seedBusyCode();
    await runJob(at(todayUtc(), 4));
    await emptyHourSketch(owner.codeId);
    await seedEvents(owner.codeId, todayUtc(), 1, 90_000, 90_001); // a late click, a new visitor
    const stale = await uniqueUsers(owner);
    await forgetHourSketches(owner.codeId);
    expect(stale).toBe(await uniqueUsers(owner)); // the emptied sketch was not read
    await runJob(at(todayUtc(), 4));
    expect(await hourSketches(owner.codeId)).toEqual({ [`${todayUtc()}T04`]: 4 * PER_HOUR + 501 });
    expect(await uniqueUsers(owner)).toBe(stale);
  });

  it("takes an hour of a code per step within a turn's budget, and gives way to the day's sketch once the day settles", async () => {
    const owner = await seedBusyCode();
    const today = todayUtc();
    await runJob(at(today, 5, 10));
    expect(await hourSketches(owner.codeId)).toEqual({ [`${today}T05`]: 5 * PER_HOUR + 500 });
    // A small budget: one hour of one code per call (codes sketched past hour 3 are left alone).
    const other = await seedBusyCode();
    const steps: boolean[] = [];
    for (let more = true; more; ) {
      more = (await sketchTodayHours(sql(), at(today, 3), 1)).more;
      steps.push(more);
    }
    expect(steps).toEqual([true, true, false]);
    expect(await hourSketches(other.codeId)).toEqual({ [`${today}T03`]: 3 * PER_HOUR + 500 });

    await runJob(at(shiftDay(today, 1), 0, 5));
    expect(await hourSketches(owner.codeId)).toEqual({});
    const [day] = await sql().query<{ clicks: number }>(
      `SELECT clicks FROM "ScanVisitorSketch" WHERE "qrCodeId" = $1 AND period = $2`,
      [owner.codeId, today],
    );
    expect(Number(day.clicks)).toBe(6 * PER_HOUR);
  });

  it("is not kept for a code with fewer clicks today", async () => {
    const owner = await makeOwner();
    await seedEvents(owner.codeId, todayUtc(), 0, 0, TODAY_SKETCH_FROM_CLICKS - 1);
    await runJob(at(todayUtc(), 3));
    expect(await hourSketches(owner.codeId)).toEqual({});
  });
});
