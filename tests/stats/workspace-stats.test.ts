import { afterEach, describe, expect, it } from "vitest";
import { GET as getStatsRoute } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { GET as workspaceRoute } from "@/app/api/v1/stats/route";
import { resetConfigForTests } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";
import { seedCode, seedFiltered, seedScans } from "./seed-scans";
import { expectMatchesDocument, fieldsOf, makeOwner, type Owner, shiftDay, todayUtc } from "./stats-fixtures";

useTestDatabase();
useRedisRateLimitsWhenConfigured();

const PATH = "/api/v1/stats";
const workspace = (owner: Owner, query = "") => call(workspaceRoute, `${PATH}${query}`, { headers: owner.headers });
const perCode = (owner: Owner, id: string, query = "") =>
  call(getStatsRoute, `/api/v1/qrcodes/${id}/stats${query}`, { headers: owner.headers, params: { id } });
const RANGE = "?startDate=2026-03-01&endDate=2026-03-07";

const berlin = { country: "DE", region: "Berlin", city: "Berlin" };
const paris = { country: "FR", region: "Île-de-France", city: "Paris" };

/** Account with a tagged menu code, an untagged flyer code, and a stranger account whose scans must never count. */
async function world() {
  const owner = await makeOwner();
  const flyer = await seedCode(owner.user.accountId, "Flyer");
  const prisma = await db();
  await prisma.qrCode.update({ where: { id: owner.codeId }, data: { tags: ["menu"] }, select: { id: true } });
  await seedScans(owner.codeId, [
    { at: "2026-03-01T08:00:00Z", device: "mobile", browser: "Chrome", ...berlin, visitorId: "shared" },
    { at: "2026-03-01T09:00:00Z", device: "desktop", browser: "Firefox", ...berlin, visitorId: "m1" },
    { at: "2026-03-03T10:00:00Z", device: "mobile", browser: "Chrome", ...paris, visitorId: "m2" },
    { at: "2026-03-03T11:00:00Z", eventType: "impression", ...berlin },
    { at: "2026-02-28T23:59:59Z", device: "mobile", ...berlin },
  ]);
  await seedScans(flyer, [
    { at: "2026-03-01T12:00:00Z", device: "desktop", browser: "Edge", ...berlin, visitorId: "shared" },
    { at: "2026-03-07T23:59:59Z", device: "tablet", browser: "Safari", ...paris, visitorId: "f1" },
    { at: "2026-03-05T01:00:00Z", device: "desktop", browser: "Firefox", ...paris, visitorId: "f2" },
  ]);
  await seedFiltered(flyer, [{ day: "2026-03-02", reason: "bot", count: 4 }]);
  const stranger = await makeOwner();
  await seedScans(stranger.codeId, [
    { at: "2026-03-01T08:00:00Z", device: "desktop", ...berlin },
    { at: "2026-03-03T08:00:00Z", device: "mobile", ...paris },
  ]);
  return { owner, menu: owner.codeId, flyer, stranger };
}

const sumRecords = (records: Record<string, number>[]) => {
  const sum: Record<string, number> = {};
  for (const record of records) for (const [key, count] of Object.entries(record)) sum[key] = (sum[key] ?? 0) + count;
  return sum;
};
const asRecord = <T extends { count: number }>(rows: T[], key: (row: T) => string) =>
  sumRecords(rows.map((row) => ({ [key(row)]: row.count })));

afterEach(() => {
  delete process.env.SCAN_RETENTION_DAYS;
  resetConfigForTests();
});

describe("GET /api/v1/stats", () => {
  it("answers the per-code statistics summed over the account's codes, never another account's", async () => {
    const { owner, menu, flyer } = await world();
    const all = await workspace(owner, RANGE);
    expect(all.status).toBe(200);
    expectMatchesDocument(PATH, all);
    const parts = [(await perCode(owner, menu, RANGE)).body, (await perCode(owner, flyer, RANGE)).body];

    expect(all.body.source).toBe("rollups");
    expect(all.body.totalScans).toBe(parts[0].totalScans + parts[1].totalScans);
    expect(all.body.totalScans).toBe(6);
    expect(all.body.impressions).toBe(1);
    expect(all.body.filtered).toEqual({ total: 4, bot: 4, preview: 0, repeat: 0 });
    expect(all.body.dailyScans).toEqual(
      parts[0].dailyScans.map((day: { date: string; count: number }, index: number) => ({
        date: day.date,
        count: day.count + parts[1].dailyScans[index].count,
      })),
    );
    expect(all.body.deviceBreakdown).toEqual(sumRecords(parts.map((part) => part.deviceBreakdown)));
    expect(asRecord(all.body.countries, (row: any) => row.country)).toEqual(
      sumRecords(parts.map((part) => asRecord(part.countries, (row: any) => row.country))),
    );
    expect(asRecord(all.body.topBrowsers, (row: any) => row.browser)).toEqual(
      sumRecords(parts.map((part) => asRecord(part.topBrowsers, (row: any) => row.browser))),
    );
    // "shared" scanned both codes: one visitor of the account, one of each code.
    expect(parts[0].uniqueUsers + parts[1].uniqueUsers).toBe(6);
    expect(all.body.uniqueUsers).toBe(5);
    expect(all.body.codes).toEqual(
      [
        { id: flyer, name: "Flyer", count: 3 },
        { id: menu, name: "Stats test", count: 3 },
      ].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
    expect(all.body.hourlyScans).toBeNull();
  });

  it("narrows by tag and by code to exactly that code's statistics; another account's code answers 404", async () => {
    const { owner, menu, flyer, stranger } = await world();
    const menuAlone = (await perCode(owner, menu, RANGE)).body;
    for (const filter of ["&tag=menu", "&tag=MENU", `&codeId=${menu}`]) {
      const narrowed = await workspace(owner, `${RANGE}${filter}`);
      expect(narrowed.status).toBe(200);
      const { codes, hourlyScans, timeZone, source, ...figures } = narrowed.body;
      expect(figures).toEqual(menuAlone);
      expect(codes.map((code: { id: string }) => code.id)).toEqual([menu]);
    }
    expect((await workspace(owner, `${RANGE}&tag=menu&codeId=${flyer}`)).body.totalScans).toBe(0);
    expect((await workspace(owner, `${RANGE}&tag=nothing`)).body.totalScans).toBe(0);
    const foreign = await workspace(owner, `${RANGE}&codeId=${stranger.codeId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("NOT_FOUND");
  });

  it("answers country and device filters, alone and together, from raw events", async () => {
    const { owner, menu, flyer } = await world();
    const germany = await workspace(owner, `${RANGE}&country=de`);
    expect(germany.status).toBe(200);
    expectMatchesDocument(PATH, germany);
    expect(germany.body).toMatchObject({
      source: "events",
      totalScans: 3,
      uniqueUsers: 2,
      deviceBreakdown: { mobile: 1, desktop: 2, tablet: 0, other: 0 },
      countries: [{ country: "DE", count: 3 }],
      impressions: 1,
      filtered: null,
      filteredImpressions: null,
    });
    expect(germany.body.dailyScans.find((day: { date: string }) => day.date === "2026-03-01").count).toBe(3);

    const desktop = await workspace(owner, `${RANGE}&device=desktop`);
    expect(desktop.body.totalScans).toBe(3);
    expect(desktop.body.countries).toEqual([
      { country: "DE", count: 2 },
      { country: "FR", count: 1 },
    ]);
    // Country × device: in no rollup.
    const both = await workspace(owner, `${RANGE}&country=FR&device=desktop`);
    expect(both.body).toMatchObject({ totalScans: 1, topBrowsers: [{ browser: "Firefox", count: 1 }] });
    expect(both.body.codes).toEqual([{ id: flyer, name: "Flyer", count: 1 }]);
    const menuInFrance = await workspace(owner, `${RANGE}&country=FR&tag=menu`);
    expect(menuInFrance.body.codes).toEqual([{ id: menu, name: "Stats test", count: 1 }]);
    // The filter without a match and the unfiltered figures agree with the rollups.
    const everyDevice = await Promise.all(
      ["mobile", "desktop", "tablet", "other"].map((device) => workspace(owner, `${RANGE}&device=${device}`)),
    );
    expect(everyDevice.reduce((sum, answer) => sum + answer.body.totalScans, 0)).toBe(6);
  });

  it("counts today's scans per hour of the caller's time zone", async () => {
    const owner = await makeOwner();
    const today = todayUtc();
    await seedScans(owner.codeId, [
      { at: `${today}T00:10:00Z`, device: "mobile" },
      { at: `${today}T00:40:00Z`, device: "desktop" },
      { at: `${today}T13:05:00Z`, device: "mobile" },
      { at: `${today}T23:59:00Z`, device: "mobile" },
    ]);
    const utc = await workspace(owner, `?startDate=${today}&endDate=${today}`);
    expect(utc.body.timeZone).toBe("UTC");
    expect(utc.body.hourlyScans).toHaveLength(24);
    expect(utc.body.hourlyScans[0]).toEqual({ hour: `${today}T00:00`, count: 2 });
    expect(utc.body.hourlyScans[13].count).toBe(1);
    expect(utc.body.hourlyScans[23].count).toBe(1);

    // Kolkata is UTC+5:30: 00:10Z is 05:40 and 00:40Z is 06:10, in two hours; the UTC day spans 25 local hours.
    const kolkata = await workspace(owner, `?startDate=${today}&endDate=${today}&tz=Asia/Kolkata`);
    const hours = kolkata.body.hourlyScans as { hour: string; count: number }[];
    expect(hours).toHaveLength(25);
    expect(hours[0]).toEqual({ hour: `${today}T05:00`, count: 1 });
    expect(hours[1]).toEqual({ hour: `${today}T06:00`, count: 1 });
    expect(hours.reduce((sum, hour) => sum + hour.count, 0)).toBe(kolkata.body.totalScans);
    const mobile = await workspace(owner, `?startDate=${today}&endDate=${today}&device=mobile`);
    expect(mobile.body.hourlyScans.reduce((sum: number, hour: { count: number }) => sum + hour.count, 0)).toBe(3);
  });

  it("answers 400 naming the field for bad filters and ranges", async () => {
    const owner = await makeOwner();
    const today = todayUtc();
    const cases: [string, string][] = [
      ["?device=phone", "device"],
      ["?country=Germany", "country"],
      ["?tz=Mars/Olympus", "tz"],
      ["?codeId=nope", "codeId"],
      ["?tag=%20", "tag"],
      ["?startDate=2026-13-01", "startDate"],
      ["?startDate=2026-03-07&endDate=2026-03-01", "startDate"],
      [`?startDate=${shiftDay(today, -400)}`, "startDate"],
      [`?startDate=${shiftDay(today, -100)}&country=DE`, "startDate"],
      [`?endDate=${shiftDay(today, -1)}&startDate=${shiftDay(today, -200)}&device=mobile`, "startDate"],
    ];
    for (const [query, field] of cases) {
      const answer = await workspace(owner, query);
      expect(answer.status, query).toBe(400);
      expect(fieldsOf(answer), query).toContain(field);
    }
    expect((await workspace(owner, `?startDate=${shiftDay(today, -91)}&country=DE`)).status).toBe(200);
  });

  it("refuses a country or device filter before what retention keeps; the rollups still answer", async () => {
    process.env.SCAN_RETENTION_DAYS = "30";
    resetConfigForTests();
    const owner = await makeOwner();
    const today = todayUtc();
    const old = `?startDate=${shiftDay(today, -40)}&endDate=${shiftDay(today, -35)}`;
    const refused = await workspace(owner, `${old}&country=DE`);
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual(["startDate"]);
    expect((await workspace(owner, old)).status).toBe(200);
    const oldDay = `?startDate=${shiftDay(today, -40)}&endDate=${shiftDay(today, -40)}`;
    expect((await workspace(owner, oldDay)).body.hourlyScans).toBeNull();
  });
});
