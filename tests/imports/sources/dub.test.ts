import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import { isRowError, type SourceRow } from "@/lib/imports/import-row";
import { dubAdapter } from "@/lib/imports/sources/dub";
import { setSourceRetryForTests } from "@/lib/imports/sources/fetch-source";
import { IMPORT_ADAPTERS } from "@/lib/imports/sources";
import { type FakeDubServer, fakeDubLink, startFakeDub } from "../../helpers/fake-dub-server";
import { collect, recordWaits, rejection, setEnv } from "./source-helpers";

let dub: FakeDubServer;
let waits: number[];

const start = async (options: Parameters<typeof startFakeDub>[0]) => {
  dub = await startFakeDub(options);
  setEnv({ DUB_API_URL: dub.origin });
  return dub;
};

beforeEach(() => {
  waits = recordWaits();
});

afterEach(async () => {
  await dub?.close();
  setSourceRetryForTests();
});

afterAll(() => setEnv({ DUB_API_URL: undefined }));

describe("dubAdapter", () => {
  it("reads every link across cursor pages and maps each one", async () => {
    await start({ count: 234 });
    const rows = await collect(dubAdapter, { apiKey: dub.apiKey });
    expect(rows).toHaveLength(234);
    expect(rows.every((row) => !isRowError(row))).toBe(true);
    expect(dub.requests.map((request) => request.query.get("startingAfter"))).toEqual([
      null,
      dub.link(99).id,
      dub.link(199).id,
    ]);
    expect(dub.requests.every((request) => request.query.get("pageSize") === "100")).toBe(true);
    expect(dub.requests.every((request) => request.headers.authorization === `Bearer ${dub.apiKey}`)).toBe(true);
    expect(dub.requests.every((request) => !request.query.has("workspaceId"))).toBe(true);
    expect(dub.requests.every((request) => request.query.get("showArchived") === "true")).toBe(true);
    rows.forEach((item, index) => {
      const row = item as SourceRow;
      const link = dub.link(index);
      expect(row).toEqual({
        row: index + 1,
        sourceId: link.id,
        url: link.url,
        name: link.title,
        domain: link.domain,
        slug: link.key,
        tags: link.tags.map((tag) => tag.name),
        createdAt: link.createdAt,
        newLinkUnlessServed: true,
      });
    });
  });

  it("sends workspaceId when given; another workspace's is refused as the source's answer", async () => {
    await start({ count: 3, workspaceId: "ws_mine" });
    expect(await collect(dubAdapter, { apiKey: dub.apiKey, workspaceId: "ws_mine" })).toHaveLength(3);
    expect(dub.requests[0].query.get("workspaceId")).toBe("ws_mine");
    const error = await rejection(collect(dubAdapter, { apiKey: dub.apiKey, workspaceId: "ws_other" }));
    expect(error.message).toMatch(/^options\.apiKey: Dub refused it \(HTTP 403\)/);
  });

  it("ends on an exact multiple of the page size with one empty page", async () => {
    await start({ count: 200 });
    expect(await collect(dubAdapter, { apiKey: dub.apiKey })).toHaveLength(200);
    expect(dub.requests.map((request) => request.status)).toEqual([200, 200, 200]);
  });

  it("waits a 429's Retry-After, then goes on", async () => {
    await start({ count: 150 });
    dub.failNext({ status: 429, retryAfter: "5" });
    expect(await collect(dubAdapter, { apiKey: dub.apiKey })).toHaveLength(150);
    expect(dub.requests.map((request) => request.status)).toEqual([429, 200, 200]);
    expect(waits).toEqual([5000]);
  });

  it("without Retry-After, waits until a 429's X-RateLimit-Reset", async () => {
    await start({ count: 5 });
    const reset = Math.ceil(Date.now() / 1000) + 20;
    dub.failNext({ status: 429, headers: { "x-ratelimit-reset": String(reset), "x-ratelimit-remaining": "0" } });
    expect(await collect(dubAdapter, { apiKey: dub.apiKey })).toHaveLength(5);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(15_000);
    expect(waits[0]).toBeLessThanOrEqual(21_000);
  });

  it("retries 5xx twice, then succeeds", async () => {
    await start({ count: 150 });
    const first = await collect(dubAdapter, { apiKey: dub.apiKey });
    dub.requests.length = 0;
    dub.failNext([{ status: 500 }, { status: 504 }]);
    const second = await collect(dubAdapter, { apiKey: dub.apiKey });
    expect(second).toEqual(first);
    expect(dub.requests.map((request) => request.status)).toEqual([500, 504, 200, 200]);
    expect(waits).toHaveLength(2);
  });

  it("a refused API key is an ApiError naming options.apiKey, without the key", async () => {
    await start({ count: 5 });
    const apiKey = "dub_wrong_secret_key_0987";
    const error = await rejection(collect(dubAdapter, { apiKey }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toMatch(/^options\.apiKey: Dub refused it \(HTTP 401\)/);
    expect((error as ApiError).details).toEqual([{ field: "options.apiKey", message: expect.any(String) }]);
    expect(JSON.stringify({ message: error.message, details: (error as ApiError).details })).not.toContain(apiKey);
    expect(dub.requests).toHaveLength(1);
  });

  it("an unreachable Dub fails after its attempts with an error naming the source", async () => {
    await start({ count: 1 });
    const origin = dub.origin;
    await dub.close();
    setEnv({ DUB_API_URL: origin });
    const error = await rejection(collect(dubAdapter, { apiKey: "dub_key_never_shown" }));
    expect(error.message).toMatch(/^source: Dub at http:\/\/127\.0\.0\.1:\d+\/links could not be read: .*5 attempts/);
    expect(error.message).not.toContain("dub_key_never_shown");
    expect(waits).toHaveLength(4);
  });

  it("a link without a url is a row error and tags without names are dropped", async () => {
    await start({
      count: 3,
      link: (index, workspaceId) => {
        const link = fakeDubLink(index, workspaceId);
        if (index === 1) return { ...link, url: "" };
        if (index === 2) return { ...link, tags: [{ id: "t", name: "", color: "red" }] };
        return link;
      },
    });
    const rows = await collect(dubAdapter, { apiKey: dub.apiKey });
    expect(rows[1]).toMatchObject({ row: 2, field: "url" });
    expect((rows[2] as SourceRow).tags).toEqual([]);
  });

  it("is registered with the other remote sources", () => {
    expect(Object.keys(IMPORT_ADAPTERS).sort()).toEqual(["bitly", "dub", "shlink"]);
    expect(IMPORT_ADAPTERS.dub).toBe(dubAdapter);
  });
});
