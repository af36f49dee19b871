import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import { isRowError, type SourceRow } from "@/lib/imports/import-row";
import { bitlyAdapter } from "@/lib/imports/sources/bitly";
import { setSourceRetryForTests } from "@/lib/imports/sources/fetch-source";
import { fakeBitlink, type FakeBitlyServer, startFakeBitly } from "../../helpers/fake-bitly-server";
import { collect, recordWaits, rejection, setEnv } from "./source-helpers";

let bitly: FakeBitlyServer;
let waits: number[];

const start = async (options: Parameters<typeof startFakeBitly>[0]) => {
  bitly = await startFakeBitly(options);
  setEnv({ BITLY_API_URL: bitly.origin });
  return bitly;
};

beforeEach(() => {
  waits = recordWaits();
});

afterEach(async () => {
  await bitly?.close();
  setSourceRetryForTests();
});

afterAll(() => setEnv({ BITLY_API_URL: undefined }));

const bitlinkRequests = () => bitly.requests.filter((request) => request.path.endsWith("/bitlinks"));

describe("bitlyAdapter", () => {
  it("reads every bitlink of the default group across pages and maps each one", async () => {
    await start({ count: 237 });
    const rows = await collect(bitlyAdapter, { token: bitly.token });
    expect(rows).toHaveLength(237);
    expect(rows.every((row) => !isRowError(row))).toBe(true);
    // /v4/user for the default group, then 3 pages of 100, 100, 37 following pagination.next.
    expect(bitly.requests.map((request) => request.path)).toEqual([
      "/v4/user",
      ...Array(3).fill(`/v4/groups/${bitly.groupGuid}/bitlinks`),
    ]);
    expect(bitlinkRequests().every((request) => request.query.get("size") === "100")).toBe(true);
    // Archived bitlinks still redirect: asked for on the first page (then pagination.next leads).
    expect(bitlinkRequests()[0].query.get("archived")).toBe("both");
    expect(bitly.requests.every((request) => request.headers.authorization === `Bearer ${bitly.token}`)).toBe(true);
    rows.forEach((item, index) => {
      const row = item as SourceRow;
      const link = fakeBitlink(index);
      expect(row.row).toBe(index + 1);
      expect(row.sourceId).toBe(link.id);
      expect(row.url).toBe(link.long_url);
      expect(row.name).toBe(link.title);
      expect(row.tags).toEqual(link.tags);
      expect(row.createdAt).toBe(new Date(Date.parse(link.created_at.replace("+0000", "Z"))).toISOString());
      expect(row.newLinkUnlessServed).toBe(true);
      if (link.custom_bitlinks.length > 0) {
        expect([row.domain, row.slug]).toEqual(["go.brand.com", `custom-${index}`]);
      } else {
        expect([row.domain, row.slug]).toEqual(["bit.ly", `b${index}`]);
      }
    });
  });

  it("reads the group it is given without asking /v4/user", async () => {
    await start({ count: 3, groupGuid: "Bother", defaultGroupGuid: "Bdefault" });
    const rows = await collect(bitlyAdapter, { token: bitly.token, groupGuid: "Bother" });
    expect(rows).toHaveLength(3);
    expect(bitly.requests.map((request) => request.path)).toEqual(["/v4/groups/Bother/bitlinks"]);
  });

  it("ends on an empty group and on an exact multiple of the page size", async () => {
    await start({ count: 0 });
    expect(await collect(bitlyAdapter, { token: bitly.token })).toEqual([]);
    await bitly.close();
    await start({ count: 200 });
    expect(await collect(bitlyAdapter, { token: bitly.token })).toHaveLength(200);
    expect(bitlinkRequests()).toHaveLength(2);
  });

  it("waits a 429's Retry-After, then goes on", async () => {
    await start({ count: 150 });
    bitly.failNext({ status: 429, retryAfter: "2" }, "/v4/groups/");
    const rows = await collect(bitlyAdapter, { token: bitly.token });
    expect(rows).toHaveLength(150);
    expect(bitlinkRequests().map((request) => request.status)).toEqual([429, 200, 200]);
    expect(waits).toEqual([2000]);
  });

  it("takes a Retry-After HTTP date and caps a long one", async () => {
    await start({ count: 1 });
    const soon = new Date(Date.now() + 30_000).toUTCString();
    bitly.failNext([
      { status: 429, retryAfter: soon },
      { status: 429, retryAfter: "86400" },
    ]);
    expect(await collect(bitlyAdapter, { token: bitly.token })).toHaveLength(1);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThan(20_000);
    expect(waits[0]).toBeLessThanOrEqual(30_000);
    expect(waits[1]).toBe(60_000);
  });

  it("retries 5xx twice with growing backoff, then succeeds", async () => {
    await start({ count: 5 });
    setSourceRetryForTests({
      baseMs: 100,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    bitly.failNext([{ status: 502 }, { status: 503 }], "/v4/groups/");
    const rows = await collect(bitlyAdapter, { token: bitly.token });
    expect(rows).toHaveLength(5);
    expect(bitlinkRequests().map((request) => request.status)).toEqual([502, 503, 200]);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(50);
    expect(waits[0]).toBeLessThanOrEqual(100);
    expect(waits[1]).toBeGreaterThanOrEqual(100);
    expect(waits[1]).toBeLessThanOrEqual(200);
  });

  it("gives up after 5 attempts of 5xx with an error naming Bitly", async () => {
    await start({ count: 5 });
    bitly.failNext(Array(6).fill({ status: 500 }));
    const error = await rejection(collect(bitlyAdapter, { token: bitly.token }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toMatch(/Bitly .*HTTP 500.*5 attempts/);
    expect(bitly.requests).toHaveLength(5);
  });

  it("a refused token is an ApiError naming options.token, without the token", async () => {
    await start({ count: 5 });
    const token = "wrong-secret-token-abcdef";
    const error = await rejection(collect(bitlyAdapter, { token }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("INVALID_REQUEST");
    expect(error.message).toMatch(/^options\.token: Bitly refused it \(HTTP 403\)/);
    expect((error as ApiError).details).toEqual([{ field: "options.token", message: expect.any(String) }]);
    expect(JSON.stringify({ message: error.message, details: (error as ApiError).details })).not.toContain(token);
    expect(bitly.requests).toHaveLength(1); // never retried
  });

  it("a missing token is refused before any request", async () => {
    await start({ count: 1 });
    const error = await rejection(collect(bitlyAdapter, { token: "" }));
    expect(error.message).toBe("options.token: is required");
    expect(bitly.requests).toHaveLength(0);
  });

  it("an unknown group is an error naming the source; an account without a default group names options.groupGuid", async () => {
    await start({ count: 1 });
    const unknown = await rejection(collect(bitlyAdapter, { token: bitly.token, groupGuid: "Bnope" }));
    expect(unknown.message).toMatch(/^source: Bitly answered HTTP 404/);
    await bitly.close();
    await start({ count: 1, defaultGroupGuid: null });
    const none = await rejection(collect(bitlyAdapter, { token: bitly.token }));
    expect(none.message).toMatch(/^options\.groupGuid:/);
  });

  it("follows pagination.next on the configured origin only (the token goes nowhere else)", async () => {
    await start({ count: 250, nextOrigin: "http://elsewhere.invalid" });
    expect(await collect(bitlyAdapter, { token: bitly.token })).toHaveLength(250);
    expect(bitlinkRequests()).toHaveLength(3);
  });

  it("reads a custom bitlink written without a scheme", async () => {
    await start({
      count: 2,
      link: (index) => ({ ...fakeBitlink(index), custom_bitlinks: index === 0 ? ["go.brand.com/no-scheme"] : [] }),
    });
    const rows = (await collect(bitlyAdapter, { token: bitly.token })) as SourceRow[];
    expect([rows[0].domain, rows[0].slug]).toEqual(["go.brand.com", "no-scheme"]);
    expect([rows[1].domain, rows[1].slug]).toEqual(["bit.ly", "b1"]);
  });

  it("a bitlink without a long_url is a row error, the others still read", async () => {
    await start({
      count: 3,
      link: (index) => (index === 1 ? { ...fakeBitlink(index), long_url: "" } : fakeBitlink(index)),
    });
    const rows = await collect(bitlyAdapter, { token: bitly.token });
    expect(rows.map((row) => isRowError(row))).toEqual([false, true, false]);
    expect(rows[1]).toMatchObject({ row: 2, field: "long_url" });
  });

  it("stops when the import is cancelled", async () => {
    await start({ count: 500 });
    const controller = new AbortController();
    const seen: unknown[] = [];
    const error = await rejection(
      (async () => {
        for await (const row of bitlyAdapter.read({ token: bitly.token }, { signal: controller.signal })) {
          seen.push(row);
          if (seen.length === 100) controller.abort(new Error("cancelled"));
        }
      })(),
    );
    expect(error.message).toBe("cancelled");
    expect(seen).toHaveLength(100);
    expect(bitlinkRequests()).toHaveLength(1);
  });
});
