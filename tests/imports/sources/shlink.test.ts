import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import { isRowError, type SourceRow } from "@/lib/imports/import-row";
import type { HistoricalVisit } from "@/lib/imports/import-visits";
import { setSourceRetryForTests } from "@/lib/imports/sources/fetch-source";
import { readShlinkVisits, shlinkAdapter } from "@/lib/imports/sources/shlink";
import { fakeShlinkVisit, type FakeShlinkServer, startFakeShlink } from "../../helpers/fake-shlink-server";
import { collect, recordWaits, rejection, setEnv } from "./source-helpers";

let shlink: FakeShlinkServer;
let waits: number[];

const start = async (options: Parameters<typeof startFakeShlink>[0]) => {
  shlink = await startFakeShlink(options);
  return shlink;
};
const optionsFor = (server: FakeShlinkServer, extra: { visits?: boolean } = {}) => ({
  baseUrl: server.origin,
  apiKey: server.apiKey,
  ...extra,
});
const listRequests = () => shlink.requests.filter((request) => request.path === "/rest/v3/short-urls");

beforeAll(() => setEnv({ ALLOW_PRIVATE_TARGETS: "1" })); // the fake listens on 127.0.0.1

beforeEach(() => {
  waits = recordWaits();
});

afterEach(async () => {
  await shlink?.close();
  setSourceRetryForTests();
  setEnv({ ALLOW_PRIVATE_TARGETS: "1" });
});

afterAll(() => setEnv({ ALLOW_PRIVATE_TARGETS: undefined }));

describe("shlinkAdapter.read", () => {
  it("reads every short URL across pages and maps each one, keeping domain and short code", async () => {
    await start({ count: 237, defaultDomain: "s.test" });
    const rows = await collect(shlinkAdapter, optionsFor(shlink));
    expect(rows).toHaveLength(237);
    expect(rows.every((row) => !isRowError(row))).toBe(true);
    expect(listRequests().map((request) => request.query.get("page"))).toEqual(["1", "2", "3"]);
    expect(shlink.requests.every((request) => request.headers["x-api-key"] === shlink.apiKey)).toBe(true);
    rows.forEach((item, index) => {
      const row = item as SourceRow;
      const link = shlink.shortUrl(index);
      expect(row.row).toBe(index + 1);
      expect(row.sourceId).toBe(`${link.domain ?? ""}/${link.shortCode}`);
      expect(row.url).toBe(link.longUrl);
      expect(row.name).toBe(link.title);
      expect(row.slug).toBe(link.shortCode);
      expect(row.domain).toBe(link.domain ?? "s.test");
      expect(row.tags).toEqual(link.tags);
      expect(row.createdAt).toBe(new Date(link.dateCreated).toISOString());
      expect(row.newLinkUnlessServed).toBe(true);
      expect(row.extra).toEqual({ shortCode: link.shortCode, domain: link.domain });
    });
    const branded = rows[3] as SourceRow;
    expect([branded.sourceId, branded.domain]).toEqual(["go.brand.com/c3", "go.brand.com"]);
  });

  it("reads an empty server in one request", async () => {
    await start({ count: 0 });
    expect(await collect(shlinkAdapter, optionsFor(shlink))).toEqual([]);
    expect(shlink.requests).toHaveLength(1);
  });

  it("waits a 429's Retry-After, then goes on", async () => {
    await start({ count: 120 });
    shlink.failNext({ status: 429, retryAfter: "3" });
    expect(await collect(shlinkAdapter, optionsFor(shlink))).toHaveLength(120);
    expect(listRequests().map((request) => request.status)).toEqual([429, 200, 200]);
    expect(waits).toEqual([3000]);
  });

  it("retries 5xx twice, then succeeds", async () => {
    await start({ count: 120 });
    shlink.requests.length = 0;
    shlink.failNext([{ status: 500 }, { status: 503 }]);
    expect(await collect(shlinkAdapter, optionsFor(shlink))).toHaveLength(120);
    expect(listRequests().map((request) => request.status)).toEqual([500, 503, 200, 200]);
    expect(waits).toHaveLength(2);
  });

  it("a refused API key is an ApiError naming options.apiKey, without the key", async () => {
    await start({ count: 5 });
    const apiKey = "not-the-key-0123456789";
    const error = await rejection(collect(shlinkAdapter, { baseUrl: shlink.origin, apiKey }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toMatch(/^options\.apiKey: Shlink refused it \(HTTP 401\)/);
    expect((error as ApiError).details).toEqual([{ field: "options.apiKey", message: expect.any(String) }]);
    expect(JSON.stringify({ message: error.message, details: (error as ApiError).details })).not.toContain(apiKey);
    expect(shlink.requests).toHaveLength(1);
  });

  it("goes through the outbound guard: a private base URL is refused when private targets are not allowed", async () => {
    await start({ count: 5 });
    setEnv({ ALLOW_PRIVATE_TARGETS: undefined });
    const error = await rejection(collect(shlinkAdapter, optionsFor(shlink)));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toMatch(
      /^options\.baseUrl: Shlink at http:\/\/127\.0\.0\.1:\d+\/rest\/v3\/short-urls: .*private/,
    );
    expect(error.message).not.toContain(shlink.apiKey);
    expect(shlink.requests).toHaveLength(0);
  });

  it("refuses a base URL that is not http(s) and a missing key before any request", async () => {
    await start({ count: 1 });
    expect((await rejection(collect(shlinkAdapter, { baseUrl: "ftp://x", apiKey: "k" }))).message).toMatch(
      /^options\.baseUrl:/,
    );
    expect((await rejection(collect(shlinkAdapter, { baseUrl: "not a url", apiKey: "k" }))).message).toMatch(
      /^options\.baseUrl:/,
    );
    expect((await rejection(collect(shlinkAdapter, { baseUrl: shlink.origin, apiKey: "" }))).message).toBe(
      "options.apiKey: is required",
    );
    expect(shlink.requests).toHaveLength(0);
  });

  it("never puts a base URL's user info in a message", async () => {
    await start({ count: 1 });
    const baseUrl = shlink.origin.replace("http://", "http://admin:hunter2@");
    shlink.failNext(Array(5).fill({ status: 502 }));
    const error = await rejection(collect(shlinkAdapter, { baseUrl, apiKey: shlink.apiKey }));
    expect(error.message).toMatch(/^options\.baseUrl: Shlink .*HTTP 502.*5 attempts/);
    expect(error.message).not.toContain("hunter2");
  });
});

describe("readShlinkVisits", () => {
  it("reads every visit of a default-domain code across pages and maps them", async () => {
    await start({ count: 3, visitsOf: (index) => (index === 1 ? 12_001 : 2) });
    const visits = await readShlinkVisits(optionsFor(shlink), { shortCode: "c1", domain: null });
    expect(visits).toHaveLength(12_001);
    const requests = shlink.requests.filter((request) => request.path === "/rest/v3/short-urls/c1/visits");
    expect(requests.map((request) => request.query.get("page"))).toEqual(["1", "2", "3"]);
    expect(requests.every((request) => !request.query.has("domain"))).toBe(true);
    // Newest first, as Shlink answers.
    const newest = fakeShlinkVisit(1, 12_000);
    expect(visits[0].at.toISOString()).toBe(new Date(newest.date).toISOString());
    const expected = (v: number): HistoricalVisit => {
      const visit = fakeShlinkVisit(1, v);
      return {
        at: new Date(visit.date),
        userAgent: visit.userAgent,
        referer: visit.referer || null,
        country: visit.visitLocation?.countryCode ?? null,
        region: visit.visitLocation?.regionName ?? null,
        city: visit.visitLocation?.cityName ?? null,
        bot: visit.potentialBot,
      };
    };
    expect(visits.slice(-12)).toEqual(Array.from({ length: 12 }, (_, i) => expected(11 - i)));
    expect(visits.filter((visit) => visit.bot)).toHaveLength(1200);
    expect(visits.find((visit) => visit.country === null && visit.city === null)).toBeDefined();
  });

  it("asks with domain= for a code on a non-default domain", async () => {
    await start({ count: 4, visitsOf: () => 3 });
    const visits = await readShlinkVisits(optionsFor(shlink), { shortCode: "c3", domain: "go.brand.com" });
    expect(visits).toHaveLength(3);
    expect(shlink.requests[0].query.get("domain")).toBe("go.brand.com");
  });

  it("a code Shlink does not know is an error naming the source", async () => {
    await start({ count: 1, visitsOf: () => 1 });
    const error = await rejection(readShlinkVisits(optionsFor(shlink), { shortCode: "nope", domain: null }));
    expect(error.message).toMatch(/^options\.baseUrl: Shlink answered HTTP 404/);
  });

  it("retries a 429 on the visits too", async () => {
    await start({ count: 1, visitsOf: () => 4 });
    shlink.failNext({ status: 429, retryAfter: "1" }, "/rest/v3/short-urls/c0/visits");
    expect(await readShlinkVisits(optionsFor(shlink), { shortCode: "c0", domain: null })).toHaveLength(4);
    expect(waits).toEqual([1000]);
  });
});

// afterCreate writes through the database: tests/imports/shlink-visits-import.test.ts.
