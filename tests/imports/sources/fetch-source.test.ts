import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import {
  backoffMs,
  fetchSourceJson,
  isoDate,
  joinUrl,
  parseRateLimitReset,
  parseRetryAfter,
  type SourceRequest,
  setSourceRetryForTests,
} from "@/lib/imports/sources/fetch-source";
import { type LocalServer, startServer } from "../../net/local-server";
import { recordWaits, rejection, setEnv } from "./source-helpers";

let server: LocalServer;
let answer: (path: string) => { status: number; body: string; headers?: Record<string, string> } | "hang";

beforeAll(async () => {
  setEnv({ ALLOW_PRIVATE_TARGETS: "1" });
  server = await startServer((request, response) => {
    const reply = answer(request.url ?? "/");
    if (reply === "hang") return; // never answers
    response.writeHead(reply.status, { "content-type": "application/json", ...reply.headers }).end(reply.body);
  });
});

afterEach(() => setSourceRetryForTests());

afterAll(async () => {
  await server.close();
  setEnv({ ALLOW_PRIVATE_TARGETS: undefined });
});

const request = (path: string, extra: Partial<SourceRequest> = {}): SourceRequest => ({
  source: "Test",
  url: new URL(path, server.origin),
  headers: { authorization: "Bearer sekrit-token" },
  credentialField: "options.token",
  ...extra,
});

describe("fetchSourceJson", () => {
  for (const guarded of [false, true]) {
    describe(guarded ? "through the outbound guard" : "to a configured source", () => {
      it("answers the JSON, sending the headers", async () => {
        answer = () => ({ status: 200, body: '{"ok":true}' });
        server.requests.length = 0;
        expect(await fetchSourceJson(request("/a", { guarded }))).toEqual({ ok: true });
        expect(server.requests[0].headers.authorization).toBe("Bearer sekrit-token");
      });

      it("refuses an answer over maxBytes, and one that is not JSON", async () => {
        answer = () => ({ status: 200, body: JSON.stringify({ big: "x".repeat(5000) }) });
        const big = await rejection(fetchSourceJson(request("/big", { guarded, maxBytes: 1000 })));
        expect(big).toBeInstanceOf(ApiError);
        expect(big.message).toMatch(/^source: Test answered more than 1000 bytes$/);
        answer = () => ({ status: 200, body: "<html>" });
        expect((await rejection(fetchSourceJson(request("/html", { guarded })))).message).toMatch(
          /did not answer JSON/,
        );
      });

      it("retries a timeout, then gives up naming the source and never the token", async () => {
        const waits = recordWaits();
        answer = () => "hang";
        const error = await rejection(
          fetchSourceJson(request("/slow?key=q", { guarded, timeoutMs: 50, retry: { attempts: 2 } })),
        );
        expect(error.message).toMatch(
          /^source: Test at http:\/\/127\.0\.0\.1:\d+\/slow could not be read: .*\(2 attempts\)/,
        );
        expect(error.message).not.toContain("sekrit");
        expect(waits).toHaveLength(1);
      });

      it("a 404 is not retried", async () => {
        const waits = recordWaits();
        answer = () => ({ status: 404, body: "{}" });
        const error = await rejection(
          fetchSourceJson(request("/missing", { guarded, sourceField: "options.baseUrl" })),
        );
        expect(error.message).toMatch(
          /^options\.baseUrl: Test answered HTTP 404 for http:\/\/127\.0\.0\.1:\d+\/missing$/,
        );
        expect(waits).toEqual([]);
      });

      it("stops waiting when the import is cancelled", async () => {
        setSourceRetryForTests({ baseMs: 60_000 });
        answer = () => ({ status: 503, body: "{}" });
        const controller = new AbortController();
        const pending = fetchSourceJson(request("/busy", { guarded, signal: controller.signal }));
        setTimeout(() => controller.abort(new Error("cancelled")), 50);
        expect((await rejection(pending)).message).toBe("cancelled");
      });
    });
  }
});

describe("helpers", () => {
  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(parseRetryAfter("7", now)).toBe(7000);
    expect(parseRetryAfter(new Date(now + 12_000).toUTCString(), now)).toBe(12_000);
    expect(parseRetryAfter(new Date(now - 12_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  it("reads X-RateLimit-Reset as epoch seconds or seconds from now", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(parseRateLimitReset(String(now / 1000 + 30), now)).toBe(30_000);
    expect(parseRateLimitReset("45", now)).toBe(45_000);
    expect(parseRateLimitReset("later", now)).toBeUndefined();
  });

  it("backs off exponentially with jitter, capped", () => {
    for (let failures = 1; failures <= 12; failures++) {
      const step = Math.min(60_000, 500 * 2 ** (failures - 1));
      const wait = backoffMs({ baseMs: 500, maxDelayMs: 60_000 }, failures);
      expect(wait).toBeGreaterThanOrEqual(step / 2);
      expect(wait).toBeLessThanOrEqual(step);
    }
  });

  it("joins a base URL's path prefix, and normalises source dates", () => {
    expect(joinUrl("https://h.example/shlink/", "/rest/v3/x", { page: 2, none: undefined }).href).toBe(
      "https://h.example/shlink/rest/v3/x?page=2",
    );
    expect(isoDate("2019-01-01T00:00:00+0000")).toBe("2019-01-01T00:00:00.000Z");
    expect(isoDate("2016-08-21T13:07:15+02:00")).toBe("2016-08-21T11:07:15.000Z");
    expect(isoDate("garbage")).toBe("garbage");
    expect(isoDate(undefined)).toBeNull();
  });
});
