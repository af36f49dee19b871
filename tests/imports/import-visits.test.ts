import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as getStatsRoute } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { GET as workspaceRoute } from "@/app/api/v1/stats/route";
import { resetConfigForTests } from "@/lib/config/env";
import { importVisits } from "@/lib/imports/import-visits";
import { purgeOldScans } from "@/lib/scans/scan-partitions";
import { useTestDatabase } from "../helpers/database";
import {
  AGENTS,
  DAY_MS,
  DESKTOP,
  FIREFOX_LINUX,
  GOOGLEBOT,
  IPAD,
  IPHONE,
  PLACES,
  SLACK,
  codeOf,
  expectSameStatistics,
  importInto,
  liveAndImported,
  recordLive,
  scanCountOf,
  scanFacts,
  stats,
  visit,
} from "./visit-fixtures";
import { call } from "../helpers/http";
import { outboxRows, subscribe } from "../short-links/short-link-harness";
import { makeOwner, shiftDay, todayUtc } from "../stats/stats-fixtures";

const database = useTestDatabase();

afterEach(() => {
  vi.useRealTimers();
  delete process.env.SCAN_RETENTION_DAYS;
  resetConfigForTests();
});

describe("importVisits", () => {
  it("counts visits exactly as the same scans recorded live: statistics, scan rows, scanCount", async () => {
    const now = Date.now();
    // Past visits from the middle of their day (UTC), so that a visit and the one an hour after it
    // fall on the same day at any time of the run.
    const noon = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS / 2;
    const visits = [
      visit(new Date(noon - 200 * DAY_MS), IPHONE, PLACES[0]),
      visit(new Date(noon - 200 * DAY_MS + 3_600_000), DESKTOP, PLACES[1]),
      visit(new Date(noon - 40 * DAY_MS), IPAD, PLACES[2]),
      visit(new Date(noon - 40 * DAY_MS + 60_000), IPHONE, PLACES[2]),
      visit(new Date(noon - 3 * DAY_MS), FIREFOX_LINUX, PLACES[3]),
      visit(new Date(noon - 3 * DAY_MS + 1000), "", PLACES[4]),
      visit(new Date(noon - DAY_MS), GOOGLEBOT, PLACES[0]),
      visit(new Date(noon - DAY_MS), SLACK, PLACES[1]),
      visit(new Date(now - 60_000), DESKTOP, PLACES[0]),
    ];
    const { owner, live, imported } = await liveAndImported(visits);

    const startDate = shiftDay(todayUtc(), -365);
    await expectSameStatistics(owner, live.id, imported.id, startDate);
    const body = await stats(owner, imported.id, startDate, todayUtc());
    expect(body.totalScans).toBe(7);
    expect(body.filtered).toEqual({ total: 2, bot: 1, preview: 1, repeat: 0 });
    expect(body.dailyScans.filter((day: { count: number }) => day.count > 0)).toHaveLength(4);
    expect(await scanCountOf(imported.id)).toBe(7);
    expect(await scanFacts(imported.id)).toHaveLength(7);

    // The hourly view of one day reads raw events: the same too.
    const day = utcDay(visits[2].at);
    const oneDay = async (id: string) =>
      (
        await call(workspaceRoute, `/api/v1/stats?codeId=${id}&startDate=${day}&endDate=${day}`, {
          headers: owner.headers,
        })
      ).body.hourlyScans;
    expect(await oneDay(imported.id)).toEqual(await oneDay(live.id));
    expect((await oneDay(imported.id)).reduce((sum: number, hour: { count: number }) => sum + hour.count, 0)).toBe(2);
  });

  it("matches the live path for generated visit sets", async () => {
    const now = Date.now();
    const visitArb = fc.record({
      at: fc.integer({ min: 0, max: 250 * DAY_MS }).map((ago) => new Date(now - ago)),
      userAgent: fc.constantFrom(...AGENTS),
      place: fc.constantFrom(...PLACES),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(visitArb, { minLength: 1, maxLength: 12 }), async (generated) => {
        const visits = generated
          .map(({ at, userAgent, place }) => visit(at, userAgent, place))
          .sort((a, b) => a.at.getTime() - b.at.getTime());
        const { owner, live, imported } = await liveAndImported(visits);
        await expectSameStatistics(owner, live.id, imported.id, shiftDay(todayUtc(), -300));
      }),
      { numRuns: 6 },
    );
  });

  it("counts a visit the source judged a bot as a filtered bot, whatever its agent", async () => {
    const owner = await makeOwner();
    const code = await codeOf(owner.user.accountId);
    const at = new Date(Date.now() - 10 * DAY_MS);
    await importInto(code, [
      visit(at, IPHONE, PLACES[0], true),
      visit(at, GOOGLEBOT, PLACES[0], true),
      visit(at, IPHONE, PLACES[0]),
    ]);
    const body = await stats(owner, code.id, shiftDay(todayUtc(), -30), todayUtc());
    expect(body.totalScans).toBe(1);
    expect(body.filtered).toEqual({ total: 2, bot: 2, preview: 0, repeat: 0 });
    expect(await scanCountOf(code.id)).toBe(1);
    expect(await scanFacts(code.id)).toHaveLength(1);
  });

  it("gives the same agent from the same place one visitor id, never a live visitor's", async () => {
    const owner = await makeOwner();
    const code = await codeOf(owner.user.accountId);
    const at = Date.now() - 5 * DAY_MS;
    await importInto(code, [
      visit(new Date(at), IPHONE, PLACES[0]),
      visit(new Date(at + 1000), IPHONE, PLACES[0]),
      visit(new Date(at + 2000), IPHONE, PLACES[1]),
      visit(new Date(at + 3000), DESKTOP, PLACES[0]),
    ]);
    const body = await stats(owner, code.id, shiftDay(todayUtc(), -10), todayUtc());
    expect(body.totalScans).toBe(4);
    const result = await call(
      getStatsRoute,
      `/api/v1/qrcodes/${code.id}/stats?startDate=${shiftDay(todayUtc(), -10)}&endDate=${todayUtc()}`,
      { headers: owner.headers, params: { id: code.id } },
    );
    expect(result.body.uniqueUsers).toBe(3);
    const ids = await database
      .current()
      .prisma.scanEvent.findMany({ where: { qrCodeId: code.id }, select: { visitorId: true } });
    expect(ids.every(({ visitorId }) => /^[0-9a-f]{32}$/.test(visitorId))).toBe(true);
  });

  it("writes no scan.created event and claims nothing under maxScans", async () => {
    const owner = await makeOwner();
    await subscribe(database.current(), owner.user.accountId);
    const code = await codeOf(owner.user.accountId);
    await database
      .current()
      .prisma.qrCode.update({ where: { id: code.id }, data: { maxScans: 2 }, select: { id: true } });
    const at = Date.now() - 2 * DAY_MS;
    await importInto(
      code,
      [0, 1, 2, 3, 4].map((i) => visit(new Date(at + i * 1000), DESKTOP, PLACES[0])),
    );
    expect(await outboxRows(database.current(), owner.user.accountId)).toEqual([]);
    const row = await database.current().prisma.qrCode.findUniqueOrThrow({
      where: { id: code.id },
      select: { scanCount: true, scanClaims: true, status: true },
    });
    expect(row).toEqual({ scanCount: 5, scanClaims: 0, status: "READY" });
  });

  it("leaves nothing when the caller's transaction rolls back", async () => {
    const owner = await makeOwner();
    const code = await codeOf(owner.user.accountId);
    const old = new Date(Date.now() - 500 * DAY_MS); // a month no partition holds yet
    const visits = [
      visit(old, IPHONE, PLACES[0]),
      visit(new Date(), GOOGLEBOT, PLACES[0]),
      visit(new Date(), DESKTOP, PLACES[1]),
    ];
    await expect(
      database.current().prisma.$transaction(async (tx) => {
        await importVisits(tx, code, visits);
        throw new Error("import failed later");
      }),
    ).rejects.toThrow("import failed later");
    const prisma = database.current().prisma;
    expect(await scanCountOf(code.id)).toBe(0);
    expect(await prisma.scanEvent.count({ where: { qrCodeId: code.id } })).toBe(0);
    expect(await prisma.scanDailyCount.count({ where: { qrCodeId: code.id } })).toBe(0);
    expect(await prisma.scanVisitorDay.count({ where: { qrCodeId: code.id } })).toBe(0);

    // The old month's partition went with the transaction; importing again makes it again.
    await importInto(code, visits);
    expect(await scanCountOf(code.id)).toBe(2);
    const month = old.toISOString().slice(0, 7).replace("-", "_");
    const tables = await database
      .current()
      .sql.query<{ table: string }>(
        `SELECT DISTINCT tableoid::regclass::text AS "table" FROM "ScanEvent" WHERE "qrCodeId" = $1 AND "createdAt" < $2::timestamp`,
        [code.id, new Date(Date.now() - 100 * DAY_MS).toISOString()],
      );
    expect(tables.map((row) => row.table)).toEqual([`"ScanEvent_${month}"`]);
  });

  it("makes the month partitions of old visits, so they are not left in the default partition", async () => {
    const owner = await makeOwner();
    const code = await codeOf(owner.user.accountId);
    const old = new Date(Date.now() - 400 * DAY_MS);
    await importInto(code, [visit(old, IPHONE, PLACES[0])]);
    const month = old.toISOString().slice(0, 7).replace("-", "_");
    const rows = await database
      .current()
      .sql.query<{ table: string }>(
        `SELECT tableoid::regclass::text AS "table" FROM "ScanEvent" WHERE "qrCodeId" = $1`,
        [code.id],
      );
    expect(rows.map((row) => row.table)).toEqual([`"ScanEvent_${month}"`]);
  });

  it("under SCAN_RETENTION_DAYS, leaves visits from before retention as the purge leaves live scans", async () => {
    process.env.SCAN_RETENTION_DAYS = "90";
    resetConfigForTests();
    const now = Date.now();
    const visits = [
      visit(new Date(now - 200 * DAY_MS), IPHONE, PLACES[0]),
      visit(new Date(now - 200 * DAY_MS + 1000), GOOGLEBOT, PLACES[0]),
      visit(new Date(now - 150 * DAY_MS), DESKTOP, PLACES[1]),
      visit(new Date(now - 20 * DAY_MS), IPAD, PLACES[2]),
    ];
    // Live scans as retention leaves them, then the same visits imported afterwards.
    const owner = await makeOwner();
    const live = await codeOf(owner.user.accountId);
    const imported = await codeOf(owner.user.accountId);
    await recordLive(live.shortCode, visits);
    await purgeOldScans(database.current().sql, 90);
    await importInto(imported, visits);
    expect(await scanFacts(imported.id)).toHaveLength(1);
    // The events per hour too, which the scan list pages by (kept, as every rollup, past retention).
    const hours = async (qrCodeId: string) =>
      (
        await database.current().prisma.scanDailyCount.findMany({
          where: { qrCodeId, dimension: "hour" },
          orderBy: [{ day: "asc" }, { value: "asc" }],
          select: { day: true, value: true, count: true },
        })
      ).map(({ day, value, count }) => `${day} ${value} ${count}`);
    expect(await hours(imported.id)).toEqual(await hours(live.id));
    expect(await hours(imported.id)).toHaveLength(3);
    await expectSameStatistics(owner, live.id, imported.id, shiftDay(todayUtc(), -365));
    const body = await stats(owner, imported.id, shiftDay(todayUtc(), -365), todayUtc());
    expect(body.totalScans).toBe(3);
    expect(body.filtered.bot).toBe(1);
  });

  it("writes a code with tens of thousands of visits in bounded statements", async () => {
    const owner = await makeOwner();
    const code = await codeOf(owner.user.accountId);
    const now = Date.now();
    const agents = [IPHONE, DESKTOP, IPAD, FIREFOX_LINUX, GOOGLEBOT];
    const visits = Array.from({ length: 30_000 }, (_, i) =>
      visit(new Date(now - (i % 300) * DAY_MS - i * 1000), agents[i % 5], PLACES[i % 5]),
    );
    await importInto(code, visits);
    expect(await scanCountOf(code.id)).toBe(24_000);
    const body = await stats(owner, code.id, shiftDay(todayUtc(), -365), todayUtc());
    expect(body.totalScans).toBe(24_000);
    expect(body.filtered.bot).toBe(6000);
  }, 120_000);
});

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
