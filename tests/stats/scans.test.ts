import { describe, expect, it } from "vitest";
import { GET as getScansRoute } from "@/app/api/v1/qrcodes/[id]/scans/route";
import { db, getDatabase } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";
import { seedCode, seedScans } from "./seed-scans";
import { expectMatchesDocument, fieldsOf, makeOwner } from "./stats-fixtures";

useTestDatabase();
useRedisRateLimitsWhenConfigured();

const PATH = "/api/v1/qrcodes/{id}/scans";
const scans = (codeId: string, headers: Record<string, string>, query = "") =>
  call(getScansRoute, `/api/v1/qrcodes/${codeId}/scans${query}`, { headers, params: { id: codeId } });

/** n scans an hour apart from 2026-04-01T00:30Z, alternately clicks and impressions. */
const hourly = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    at: new Date(Date.parse("2026-04-01T00:30:00Z") + i * 3_600_000),
    eventType: i % 2 === 0 ? ("click" as const) : ("impression" as const),
    browser: `Browser ${i}`,
  }));

describe("GET /api/v1/qrcodes/{id}/scans", () => {
  it("lists raw events, clicks and impressions, newest first, with every field of the scan event", async () => {
    const { headers, codeId } = await makeOwner();
    await seedScans(codeId, [
      {
        at: "2026-04-02T10:00:00.000Z",
        device: "desktop",
        os: "Windows",
        browser: "Edge",
        country: "FR",
        region: "Île-de-France",
        city: "Paris",
        visitorId: "v1",
      },
      {
        at: "2026-04-02T11:00:00.000Z",
        eventType: "impression",
        device: "mobile",
        os: "Android",
        browser: "Chrome",
        country: "Unknown",
        region: "Unknown",
        city: "Unknown",
      },
    ]);
    const result = await scans(codeId, headers);
    expect(result.status).toBe(200);
    expect(result.body.pagination).toEqual({ page: 1, size: 20, total: 2, totalPages: 1 });
    expect(result.body.data).toHaveLength(2);
    const [newest, older] = result.body.data;
    expect(newest).toEqual({
      id: expect.any(String),
      eventType: "impression",
      device: "mobile",
      os: "Android",
      browser: "Chrome",
      country: "Unknown",
      region: "Unknown",
      city: "Unknown",
      destination: null,
      timestamp: "2026-04-02T11:00:00.000Z",
    });
    expect(older).toEqual({
      id: expect.any(String),
      eventType: "click",
      device: "desktop",
      os: "Windows",
      browser: "Edge",
      country: "FR",
      region: "Île-de-France",
      city: "Paris",
      destination: null,
      timestamp: "2026-04-02T10:00:00.000Z",
    });
    expect(JSON.stringify(result.body)).not.toContain("v1"); // the visitor id stays private
    expectMatchesDocument(PATH, result);
  });

  it("pages with page and size, each event once, and an empty page past the end", async () => {
    const { headers, codeId } = await makeOwner();
    await seedScans(codeId, hourly(45));
    const expectedOrder = Array.from({ length: 45 }, (_, i) => `Browser ${44 - i}`);

    const first = await scans(codeId, headers);
    expect(first.body.pagination).toEqual({ page: 1, size: 20, total: 45, totalPages: 3 });
    expect(first.body.data.map((scan: { browser: string }) => scan.browser)).toEqual(expectedOrder.slice(0, 20));

    const seen: string[] = [];
    const ids = new Set<string>();
    for (const page of [1, 2, 3]) {
      const result = await scans(codeId, headers, `?page=${page}&size=17`);
      expect(result.body.pagination).toEqual({ page, size: 17, total: 45, totalPages: 3 });
      for (const scan of result.body.data) {
        seen.push(scan.browser);
        ids.add(scan.id);
      }
    }
    expect(seen).toEqual(expectedOrder);
    expect(ids.size).toBe(45);
    const past = await scans(codeId, headers, "?page=4&size=17");
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ data: [], pagination: { page: 4, size: 17, total: 45, totalPages: 3 } });
    expect((await scans(codeId, headers, "?size=100")).body.data).toHaveLength(45);
  });

  it("keeps a stable order when events share a timestamp", async () => {
    const { headers, codeId } = await makeOwner();
    const at = "2026-04-03T12:00:00.000Z";
    await seedScans(
      codeId,
      Array.from({ length: 9 }, (_, i) => ({ at, browser: `Same ${i}` })),
    );
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(
        ...(await scans(codeId, headers, `?page=${page}&size=3`)).body.data.map((scan: { id: string }) => scan.id),
      );
    const all = (await scans(codeId, headers)).body.data.map((scan: { id: string }) => scan.id);
    expect(pages).toEqual(all);
    expect(new Set(pages).size).toBe(9);
  });

  it("pages through a busy day by its hours, or without them: each event once, in order, whatever the page", async () => {
    const { headers, codeId } = await makeOwner();
    // 31 events over four hours of one day (three to a timestamp, so ids break ties), between two quieter days.
    const busy = Array.from({ length: 31 }, (_, i) => ({
      at: new Date(Date.parse("2026-04-05T01:00:00Z") + Math.floor(i / 3) * 1_200_000),
      eventType: i % 4 === 0 ? ("impression" as const) : ("click" as const),
      browser: `Busy ${i}`,
    }));
    await seedScans(codeId, [
      { at: "2026-04-04T23:00:00Z", browser: "Before" },
      ...busy,
      { at: "2026-04-06T00:00:00Z", browser: "After" },
    ]);
    const ids = (query: string) =>
      scans(codeId, headers, query).then((result) => {
        expect(result.status, query).toBe(200);
        return result.body.data.map((scan: { id: string; browser: string }) => `${scan.browser} ${scan.id}`);
      });
    const all = await ids("?size=100");
    expect(all).toHaveLength(33);
    expect([all[0], all[32]].map((row) => row.split(" ")[0])).toEqual(["After", "Before"]);
    const pagesMatch = async (ranges: string[]) => {
      for (const range of ranges) {
        const whole = await ids(`?size=100${range}`);
        for (const size of [5, 13]) {
          const paged: string[] = [];
          for (let page = 1; page <= Math.ceil(whole.length / size); page++)
            paged.push(...(await ids(`?page=${page}&size=${size}${range}`)));
          expect(paged, `size ${size}${range}`).toEqual(whole);
        }
      }
    };
    await pagesMatch(["", "&startDate=2026-04-05&endDate=2026-04-05", "&startDate=2026-04-05"]);
    // Days written before the hour rollups existed have none: the page is found within the day.
    const { sql } = await getDatabase();
    await sql.query(`DELETE FROM "ScanDailyCount" WHERE "qrCodeId" = $1 AND dimension = 'hour'`, [codeId]);
    await pagesMatch([""]);
    expect(await ids("?size=100")).toEqual(all);
  });

  it("filters by inclusive UTC days, either bound alone", async () => {
    const { headers, codeId } = await makeOwner();
    await seedScans(codeId, [
      { at: "2026-04-09T23:59:59.999Z", browser: "before" },
      { at: "2026-04-10T00:00:00.000Z", browser: "first" },
      { at: "2026-04-11T12:00:00.000Z", eventType: "impression", browser: "middle" },
      { at: "2026-04-12T23:59:59.999Z", browser: "last" },
      { at: "2026-04-13T00:00:00.000Z", browser: "after" },
    ]);
    const browsers = async (query: string) => {
      const result = await scans(codeId, headers, query);
      expect(result.status, query).toBe(200);
      expect(result.body.pagination.total, query).toBe(result.body.data.length);
      return result.body.data.map((scan: { browser: string }) => scan.browser);
    };
    expect(await browsers("?startDate=2026-04-10&endDate=2026-04-12")).toEqual(["last", "middle", "first"]);
    expect(await browsers("?startDate=2026-04-11&endDate=2026-04-11")).toEqual(["middle"]);
    expect(await browsers("?startDate=2026-04-12")).toEqual(["after", "last"]);
    expect(await browsers("?endDate=2026-04-09")).toEqual(["before"]);
    expect(await browsers("?startDate=2026-05-01")).toEqual([]);
  });

  it("refuses bad paging and dates with a 400 naming the field", async () => {
    const { headers, codeId } = await makeOwner();
    const cases: [string, string[]][] = [
      ["?size=101", ["size"]],
      ["?size=0", ["size"]],
      ["?size=abc", ["size"]],
      ["?size=2.5", ["size"]],
      ["?page=0", ["page"]],
      ["?page=-1", ["page"]],
      ["?page=1.5", ["page"]],
      ["?page=x&size=500", ["page", "size"]],
      ["?startDate=2026-02-30", ["startDate"]],
      ["?startDate=2026-1-5", ["startDate"]],
      ["?endDate=garbage", ["endDate"]],
      ["?startDate=2026-04-12&endDate=2026-04-11", ["startDate"]],
    ];
    for (const [query, fields] of cases) {
      const result = await scans(codeId, headers, query);
      expect(result.status, query).toBe(400);
      expect(fieldsOf(result), query).toEqual(fields);
    }
    expectMatchesDocument(PATH, await scans(codeId, headers, "?size=101"));
    expect((await scans(codeId, headers, "?size=100&page=1")).status).toBe(200);
  });

  it("answers 404 for another account's, an unknown or a deleted code, 401 without a key, 403 without read permission", async () => {
    const { headers, codeId } = await makeOwner();
    const stranger = await makeOwner();
    await seedScans(codeId, [{ at: "2026-04-01T00:00:00Z" }]);
    const theirs = await scans(codeId, stranger.headers);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe("NOT_FOUND");
    expect((await scans("c0000000000000000000000000", headers)).status).toBe(404);
    const deleted = await seedCode(stranger.user.accountId);
    await (await db()).qrCode.update({
      where: { id: deleted },
      data: { status: "DELETED", deletedAt: new Date() },
      select: { id: true },
    });
    expect((await scans(deleted, stranger.headers)).status).toBe(404);
    expect((await scans(codeId, {})).status).toBe(401);

    const createOnly = await makeUser();
    const code = await seedCode(createOnly.accountId);
    expect((await scans(code, bearer(await makeKey(createOnly, ["qrcode:create"])))).status).toBe(403);
    expect((await scans(code, await sessionCookie(createOnly))).status).toBe(200);
    expect((await scans(codeId, headers)).body.pagination.total).toBe(1);
  });
});
