import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { call, keyOf, pathOf, queryString, type ResultOf } from "@/components/ui/api-call";
import { NETWORK_ERROR, setApiWorkspace } from "@/components/ui/api-client";
// The routes the dashboard calls (method and path, typed as their contracts), so the type checks below
// hold for what the components use.
import {
  cloneQrCodeContract,
  createAiCodeContract,
  deleteQrCodeContract,
  exportQrCodesContract,
  exportScansCsvContract as exportScansCsv,
  exportStatsCsvContract as exportStatsCsv,
  generateQrImageContract,
  getAiGenerationContract,
  getStatsContract as getStats,
  listApiKeysContract,
  listCodeVersionsContract,
  listDeliveriesContract,
  listScansContract as listScans,
  listWebhooksContract,
  qrCodeImageContract,
  regenerateAiCodeContract,
  restoreCodeVersionContract,
  retryDeliveryContract,
  revokeApiKeyContract,
  rotateWebhookSecretContract,
  updateQrCodeContract,
} from "@/components/ui/api-routes.generated";

// The dashboard's typed calls (components/ui/api-call.ts) must send what the hand-written strings
// they replaced did: the same method, URL and body.

describe("pathOf", () => {
  it("fills each {name} from params, encoded", () => {
    expect(pathOf(getAiGenerationContract, { generationId: "gen 1/?#" })).toBe("/api/v1/qrcodes/ai/gen%201%2F%3F%23");
    expect(pathOf(retryDeliveryContract, { id: "wh1", deliveryId: "d/2" })).toBe(
      "/api/v1/webhooks/wh1/deliveries/d%2F2/retry",
    );
    expect(pathOf(restoreCodeVersionContract, { id: "c1", version: 3 })).toBe("/api/v1/qrcodes/c1/versions/3/restore");
  });

  it("leaves a path without parameters as it is", () => {
    expect(pathOf(listApiKeysContract)).toBe("/api/v1/keys");
  });

  it("refuses a missing parameter rather than send {id} or undefined", () => {
    expect(() => pathOf(revokeApiKeyContract, {})).toThrow("/api/v1/keys/{id}: no value for {id}");
    expect(() => pathOf(revokeApiKeyContract, { id: undefined })).toThrow(/no value for \{id\}/);
  });
});

describe("queryString", () => {
  it("keeps the order given and leaves out undefined and null", () => {
    expect(queryString({ page: 2, size: 20, startDate: undefined, endDate: null, format: "png" })).toBe(
      "page=2&size=20&format=png",
    );
  });

  it("repeats the name for each item of an array and encodes values", () => {
    expect(queryString({ tag: ["a b", "c&d"], q: "x=y+z" })).toBe("tag=a+b&tag=c%26d&q=x%3Dy%2Bz");
  });

  it("is empty for no query", () => {
    expect(queryString()).toBe("");
    expect(queryString({ size: undefined })).toBe("");
  });
});

describe("keyOf gives the URLs the dashboard built by hand", () => {
  const id = "clx1abc";
  const range = { startDate: "2026-01-01", endDate: "2026-01-31" };
  // [built from the contract, the string the component wrote before]
  const cases: [string, string, string][] = [
    [
      "stats",
      keyOf(getStats, { params: { id }, query: range }),
      `/api/v1/qrcodes/${id}/stats?startDate=2026-01-01&endDate=2026-01-31`,
    ],
    [
      "scans",
      keyOf(listScans, { params: { id }, query: { page: 3, size: 20, ...range } }),
      `/api/v1/qrcodes/${id}/scans?page=3&size=20&startDate=2026-01-01&endDate=2026-01-31`,
    ],
    [
      "stats CSV",
      keyOf(exportStatsCsv, { params: { id }, query: range }),
      `/api/v1/qrcodes/${id}/stats.csv?startDate=2026-01-01&endDate=2026-01-31`,
    ],
    [
      "scans CSV",
      keyOf(exportScansCsv, { params: { id }, query: range }),
      `/api/v1/qrcodes/${id}/scans.csv?startDate=2026-01-01&endDate=2026-01-31`,
    ],
    [
      "versions",
      keyOf(listCodeVersionsContract, { params: { id }, query: { size: 20 } }),
      `/api/v1/qrcodes/${id}/versions?size=20`,
    ],
    [
      "image",
      keyOf(qrCodeImageContract, { params: { id }, query: { format: "svg" } }),
      `/api/v1/qrcodes/${id}/image?format=svg`,
    ],
    [
      "image, sized",
      keyOf(qrCodeImageContract, { params: { id }, query: { format: "png", size: 1024 } }),
      `/api/v1/qrcodes/${id}/image?format=png&size=1024`,
    ],
    [
      "image, no size",
      keyOf(qrCodeImageContract, { params: { id }, query: { format: "png", size: undefined } }),
      `/api/v1/qrcodes/${id}/image?format=png`,
    ],
    ["image, bare", keyOf(qrCodeImageContract, { params: { id } }), `/api/v1/qrcodes/${id}/image`],
    [
      "deliveries",
      keyOf(listDeliveriesContract, { params: { id }, query: { page: 1, size: 20 } }),
      `/api/v1/webhooks/${id}/deliveries?page=1&size=20`,
    ],
    ["webhooks", keyOf(listWebhooksContract, { query: { page: 1, size: 10 } }), "/api/v1/webhooks?page=1&size=10"],
    ["export", keyOf(exportQrCodesContract), "/api/v1/qrcodes/export"],
    ["generate", keyOf(generateQrImageContract), "/api/v1/qrcode/generate"],
  ];
  it.each(cases)("%s", (_, built, before) => {
    expect(built).toBe(before);
  });

  it("gives equal keys for equal arguments, so SWR's cache and mutate(key) line up", () => {
    const key = () => keyOf(listScans, { params: { id }, query: { page: 1, size: 20, ...range } });
    expect(key()).toBe(key());
  });
});

describe("call", () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const sent = () => {
    const [url, init] = fetchMock.mock.calls[0];
    const headers = init?.headers as Record<string, string> | undefined;
    return { url, method: init?.method, body: init?.body, contentType: headers?.["Content-Type"], cache: init?.cache };
  };

  it("sends a body as JSON with the contract's method and path", async () => {
    vi.stubGlobal(
      "fetch",
      fetchMock.mockResolvedValue(answer(202, { generationId: "g1", status: "QUEUED", location: "/x" })),
    );
    const result = await call(createAiCodeContract, {
      body: { content: "https://example.com", prompt: "a fox", strength: 0.5, variants: 2 },
    });
    expect(sent()).toEqual({
      url: "/api/v1/qrcodes/ai",
      method: "POST",
      body: JSON.stringify({ content: "https://example.com", prompt: "a fox", strength: 0.5, variants: 2 }),
      contentType: "application/json",
      cache: "no-store",
    });
    expect(result).toEqual({ ok: true, status: 202, data: { generationId: "g1", status: "QUEUED", location: "/x" } });
  });

  it("sends `{}` where the dashboard sent `{}` (regenerate, clone)", async () => {
    vi.stubGlobal("fetch", fetchMock.mockResolvedValue(answer(201, { id: "c2" })));
    await call(cloneQrCodeContract, { params: { id: "c1" }, body: {} });
    expect(sent()).toMatchObject({
      url: "/api/v1/qrcodes/c1/clone",
      method: "POST",
      body: "{}",
      contentType: "application/json",
    });
    fetchMock.mockClear();
    await call(regenerateAiCodeContract, { params: { id: "c1" }, body: {} });
    expect(sent()).toMatchObject({ url: "/api/v1/qrcodes/c1/regenerate", method: "POST", body: "{}" });
  });

  it("sends no body and no Content-Type without one (delete, restore, rotate, GET)", async () => {
    vi.stubGlobal(
      "fetch",
      fetchMock.mockImplementation(async () => answer(200, {})),
    );
    await call(deleteQrCodeContract, { params: { id: "c1" } });
    await call(restoreCodeVersionContract, { params: { id: "c1", version: 2 }, body: undefined });
    await call(rotateWebhookSecretContract, { params: { id: "w1" } });
    await call(listApiKeysContract);
    const requests = fetchMock.mock.calls.map(([url, init]) => [init?.method, url, init?.body, init?.headers]);
    expect(requests).toEqual([
      ["DELETE", "/api/v1/qrcodes/c1", undefined, undefined],
      ["POST", "/api/v1/qrcodes/c1/versions/2/restore", undefined, undefined],
      ["POST", "/api/v1/webhooks/w1/rotate-secret", undefined, undefined],
      ["GET", "/api/v1/keys", undefined, undefined],
    ]);
  });

  it("names the dashboard's workspace on every call once it is set, and none after it is cleared", async () => {
    vi.stubGlobal(
      "fetch",
      fetchMock.mockImplementation(async () => answer(200, {})),
    );
    setApiWorkspace("ws1");
    await call(listApiKeysContract);
    await call(deleteQrCodeContract, { params: { id: "c1" } });
    setApiWorkspace(undefined);
    await call(listApiKeysContract);
    expect(fetchMock.mock.calls.map(([, init]) => init?.headers)).toEqual([
      { "X-Codebeam-Workspace": "ws1" },
      { "X-Codebeam-Workspace": "ws1" },
      undefined,
    ]);
  });

  it("answers the API's error as a message and per-field errors, as callApi does", async () => {
    const error = {
      error: "Bad Request",
      code: "INVALID_REQUEST",
      message: "Invalid request",
      details: [{ field: "targetUrl", message: "must be an http(s) URL" }],
    };
    vi.stubGlobal("fetch", fetchMock.mockResolvedValue(answer(400, error)));
    const result = await call(updateQrCodeContract, { params: { id: "c1" }, body: { targetUrl: "nope" } });
    expect(sent()).toMatchObject({
      url: "/api/v1/qrcodes/c1",
      method: "PATCH",
      body: JSON.stringify({ targetUrl: "nope" }),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(400);
    expect(result.error.message).toBe("Invalid request");
    expect(Object.keys(result.error.fields)).toEqual(["targetUrl"]);
  });

  it("answers status 0 and the network message when no answer came", async () => {
    vi.stubGlobal("fetch", fetchMock.mockRejectedValue(new TypeError("Failed to fetch")));
    expect(await call(getAiGenerationContract, { params: { generationId: "g1" } })).toEqual({
      ok: false,
      status: 0,
      error: { message: NETWORK_ERROR, fields: {} },
    });
  });
});

// Checked by `tsc --noEmit` (tests are in the project): the types come from the contracts.
describe("types from the contracts", () => {
  it("infers the answer and checks params, query and body", () => {
    expectTypeOf<ResultOf<typeof createAiCodeContract>["generationId"]>().toEqualTypeOf<string>();
    expectTypeOf<ResultOf<typeof listApiKeysContract>["data"][number]["id"]>().toEqualTypeOf<string>();
    // A file answer has no JSON result: it is read by URL.
    expectTypeOf<ResultOf<typeof qrCodeImageContract>>().toEqualTypeOf<never>();
    const never = () => {
      // @ts-expect-error: {id} is required
      keyOf(qrCodeImageContract);
      // @ts-expect-error: no such parameter
      keyOf(qrCodeImageContract, { params: { idx: "c1" } });
      // @ts-expect-error: no such query field (the image's cache-buster `v` is added by hand)
      keyOf(qrCodeImageContract, { params: { id: "c1" }, query: { v: 1 } });
      // @ts-expect-error: not a format the contract takes
      keyOf(qrCodeImageContract, { params: { id: "c1" }, query: { format: "gif" } });
      // @ts-expect-error: the body's content is a string
      void call(createAiCodeContract, { body: { content: 1 } });
      // @ts-expect-error: a contract with a body names it
      void call(updateQrCodeContract, { params: { id: "c1" } });
    };
    expect(typeof never).toBe("function");
  });
});
