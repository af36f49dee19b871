import { describe, expect, it } from "vitest";
import { GET as getStatsRoute } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";
import { seedCode, seedFiltered, seedScans } from "./seed-scans";
import { expectMatchesDocument, fieldsOf, makeOwner, shiftDay, todayUtc } from "./stats-fixtures";

useTestDatabase();
useRedisRateLimitsWhenConfigured();

const PATH = "/api/v1/qrcodes/{id}/stats";
const stats = (codeId: string, headers: Record<string, string>, query = "") =>
  call(getStatsRoute, `/api/v1/qrcodes/${codeId}/stats${query}`, { headers, params: { id: codeId } });

describe("GET /api/v1/qrcodes/{id}/stats", () => {
  it("answers every field of the statistics object for the range, every day present", async () => {
    const { user, headers, codeId } = await makeOwner();
    const sf = { country: "US", region: "California", city: "San Francisco" };
    await seedScans(codeId, [
      { at: "2026-02-28T23:59:59.999Z", visitorId: "outside-before" },
      { at: "2026-03-01T00:00:00.000Z", device: "mobile", os: "iOS", browser: "Mobile Safari", ...sf, visitorId: "A" },
      {
        at: "2026-03-01T11:00:00Z",
        device: "desktop",
        os: "Windows",
        browser: "Chrome",
        country: "DE",
        region: "Berlin",
        city: "Berlin",
        visitorId: "B",
      },
      { at: "2026-03-03T08:00:00Z", device: "mobile", os: "Android", browser: "Chrome", ...sf, visitorId: "A" },
      {
        at: "2026-03-03T09:00:00Z",
        device: "tablet",
        os: "iPadOS",
        browser: "Safari",
        country: "US",
        region: "New York",
        city: "New York",
        visitorId: "C",
      },
      {
        at: "2026-03-03T10:00:00Z",
        eventType: "impression",
        device: "desktop",
        os: "macOS",
        browser: "Edge",
        visitorId: "D",
      },
      {
        at: "2026-03-07T23:59:59.999Z",
        device: "other",
        os: "Linux",
        browser: "Firefox",
        country: "Unknown",
        region: "Unknown",
        city: "Unknown",
        visitorId: "E",
      },
      { at: "2026-03-08T00:00:00.000Z", visitorId: "outside-after" },
    ]);
    // Requests answered but not counted (repeats beyond the limit, bots): reported apart, per reason.
    await seedFiltered(codeId, [
      { day: "2026-02-28", reason: "repeat", count: 100 }, // outside the range
      { day: "2026-03-01", reason: "repeat", count: 190 },
      { day: "2026-03-03", reason: "repeat", count: 5 },
      { day: "2026-03-03", reason: "bot", count: 2 },
      { day: "2026-03-07", eventType: "impression", reason: "repeat", count: 7 },
    ]);
    // Another code of the same account: none of its scans count here.
    const other = await seedCode(user.accountId);
    await seedScans(other, [{ at: "2026-03-02T12:00:00Z", browser: "Opera" }]);
    await seedFiltered(other, [{ day: "2026-03-02", reason: "repeat", count: 1000 }]);

    const result = await stats(codeId, headers, "?startDate=2026-03-01&endDate=2026-03-07");
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      totalScans: 5,
      uniqueUsers: 4, // A scanned on two days and counts once; D only viewed the image
      deviceBreakdown: { mobile: 2, desktop: 1, tablet: 1, other: 1 },
      dailyScans: [
        { date: "2026-03-01", count: 2 },
        { date: "2026-03-02", count: 0 },
        { date: "2026-03-03", count: 2 },
        { date: "2026-03-04", count: 0 },
        { date: "2026-03-05", count: 0 },
        { date: "2026-03-06", count: 0 },
        { date: "2026-03-07", count: 1 },
      ],
      topBrowsers: [
        { browser: "Chrome", count: 2 },
        { browser: "Firefox", count: 1 },
        { browser: "Mobile Safari", count: 1 },
        { browser: "Safari", count: 1 },
      ],
      topOS: [
        { os: "Android", count: 1 },
        { os: "iOS", count: 1 },
        { os: "iPadOS", count: 1 },
        { os: "Linux", count: 1 },
        { os: "Windows", count: 1 },
      ],
      geoData: [
        { ...sf, count: 2 },
        { country: "DE", region: "Berlin", city: "Berlin", count: 1 },
        { country: "Unknown", region: "Unknown", city: "Unknown", count: 1 },
        { country: "US", region: "New York", city: "New York", count: 1 },
      ],
      countries: [
        { country: "US", count: 3 },
        { country: "DE", count: 1 },
        { country: "Unknown", count: 1 },
      ],
      topDestinations: [],
      impressions: 1,
      filtered: { total: 197, bot: 2, preview: 0, repeat: 195 },
      filteredImpressions: 7,
    });
    expectMatchesDocument(PATH, result);

    const oneDay = await stats(codeId, headers, "?startDate=2026-03-03&endDate=2026-03-03");
    expect(oneDay.body).toMatchObject({
      totalScans: 2,
      uniqueUsers: 2,
      dailyScans: [{ date: "2026-03-03", count: 2 }],
      impressions: 1,
    });
  });

  it("answers zeros for a code without scans, with the four device keys", async () => {
    const { headers, codeId } = await makeOwner();
    const result = await stats(codeId, headers, "?startDate=2026-01-30&endDate=2026-02-02");
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      totalScans: 0,
      uniqueUsers: 0,
      deviceBreakdown: { mobile: 0, desktop: 0, tablet: 0, other: 0 },
      dailyScans: ["2026-01-30", "2026-01-31", "2026-02-01", "2026-02-02"].map((date) => ({ date, count: 0 })),
      topBrowsers: [],
      topOS: [],
      geoData: [],
      countries: [],
      topDestinations: [],
      impressions: 0,
      filtered: { total: 0, bot: 0, preview: 0, repeat: 0 },
      filteredImpressions: 0,
    });
  });

  it("defaults to 30 days before today through today (31 days) and takes either bound alone", async () => {
    const { headers, codeId } = await makeOwner();
    const today = todayUtc();
    await seedScans(codeId, [
      { at: `${shiftDay(today, -31)}T23:59:59.999Z` },
      { at: `${shiftDay(today, -30)}T00:00:00.000Z` },
      { at: `${today}T00:00:00.000Z` },
    ]);
    const result = await stats(codeId, headers);
    expect(result.status).toBe(200);
    const days = result.body.dailyScans.map((day: { date: string }) => day.date);
    expect(days).toHaveLength(31);
    expect(days[0]).toBe(shiftDay(today, -30));
    expect(days.at(-1)).toBe(today);
    expect(days).toEqual([...days].sort());
    expect(result.body.totalScans).toBe(2);

    const fromOnly = await stats(codeId, headers, `?startDate=${shiftDay(today, -31)}`);
    expect(fromOnly.body.dailyScans).toHaveLength(32);
    expect(fromOnly.body.totalScans).toBe(3);
    const toOnly = await stats(codeId, headers, `?endDate=${shiftDay(today, -1)}`);
    expect(toOnly.body.dailyScans.map((day: { date: string }) => day.date)).toEqual(days.slice(0, 30));
    expect(toOnly.body.totalScans).toBe(1);
  });

  it("accepts a range of 366 days and refuses 367", async () => {
    const { headers, codeId } = await makeOwner();
    await seedScans(codeId, [{ at: "2024-01-01T05:00:00Z" }, { at: "2024-12-31T05:00:00Z" }]);
    const leapYear = await stats(codeId, headers, "?startDate=2024-01-01&endDate=2024-12-31");
    expect(leapYear.status).toBe(200);
    expect(leapYear.body.dailyScans).toHaveLength(366);
    expect(leapYear.body.dailyScans[59]).toEqual({ date: "2024-02-29", count: 0 });
    expect(leapYear.body.totalScans).toBe(2);
    const tooLong = await stats(codeId, headers, "?startDate=2023-12-31&endDate=2024-12-31");
    expect(tooLong.status).toBe(400);
    expect(fieldsOf(tooLong)).toEqual(["startDate"]);
    expect(tooLong.body.message).toMatch(/367 days.*366/);
  });

  it("refuses bad dates and bad ranges with a 400 naming the field", async () => {
    const { headers, codeId } = await makeOwner();
    const today = todayUtc();
    const cases: [string, string[]][] = [
      ["?startDate=2026-02-30&endDate=2026-03-05", ["startDate"]],
      ["?startDate=2026-1-5&endDate=2026-03-05", ["startDate"]],
      ["?startDate=garbage", ["startDate"]],
      ["?startDate=2026-03-05T00:00:00Z", ["startDate"]],
      ["?startDate=", ["startDate"]],
      ["?endDate=2026-13-01", ["endDate"]],
      ["?endDate=20260301", ["endDate"]],
      ["?startDate=2025-02-29&endDate=yesterday", ["startDate", "endDate"]],
      ["?startDate=2026-03-06&endDate=2026-03-05", ["startDate"]], // start after end
      [`?startDate=${shiftDay(today, 1)}`, ["startDate"]], // after the default end, today
      [`?endDate=${shiftDay(today, -31)}`, ["endDate"]], // before the default start
      [`?startDate=${shiftDay(today, -366)}`, ["startDate"]], // 367 days through today
      [`?endDate=${shiftDay(today, 336)}`, ["endDate"]], // 367 days from the default start
    ];
    for (const [query, fields] of cases) {
      const result = await stats(codeId, headers, query);
      expect(result.status, query).toBe(400);
      expect(result.body.code, query).toBe("INVALID_REQUEST");
      expect(fieldsOf(result), query).toEqual(fields);
    }
    expectMatchesDocument(PATH, await stats(codeId, headers, "?startDate=nope"));
    expect((await stats(codeId, headers, `?startDate=${shiftDay(today, -365)}`)).status).toBe(200);
  });

  it("answers 404 for another account's, an unknown or a deleted code, 401 without a key, 403 without read permission", async () => {
    const { headers, codeId } = await makeOwner();
    const stranger = await makeOwner();
    await seedScans(codeId, [{ at: new Date() }]);
    const theirs = await stats(codeId, stranger.headers);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe("NOT_FOUND");
    expect(JSON.stringify(theirs.body)).not.toContain(codeId);
    expect((await stats("c0000000000000000000000000", headers)).status).toBe(404);
    const deleted = await seedCode(stranger.user.accountId);
    await (await db()).qrCode.update({
      where: { id: deleted },
      data: { status: "DELETED", deletedAt: new Date() },
      select: { id: true },
    });
    expect((await stats(deleted, stranger.headers)).status).toBe(404);
    expect((await stats(codeId, {})).status).toBe(401);
    expect((await stats(codeId, bearer("cb_sk_notarealkey000000000000000000000000"))).status).toBe(401);

    const createOnly = await makeUser();
    const createOnlyCode = await seedCode(createOnly.accountId);
    const forbidden = await stats(createOnlyCode, bearer(await makeKey(createOnly, ["qrcode:create"])));
    expect(forbidden.status).toBe(403);
    const bySession = await stats(createOnlyCode, await sessionCookie(createOnly));
    expect(bySession.status).toBe(200);
    expect((await stats(codeId, headers)).body.totalScans).toBe(1);
  });
});
