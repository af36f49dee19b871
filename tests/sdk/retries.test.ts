import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type * as Sdk from "../../sdk/src/index";
import { type LocalServer, startServer } from "../net/local-server";
import { buildSdk, SDK_DIST_ENTRY } from "./api-server";

type Answer = (request: IncomingMessage, response: ServerResponse) => void;
let sdk: typeof Sdk;
let stub: LocalServer | undefined;

beforeAll(async () => {
  buildSdk();
  sdk = await import(/* @vite-ignore */ SDK_DIST_ENTRY);
}, 300_000);
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  (_request, response) =>
    void response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
const dropConnection: Answer = (request) => request.socket.destroy();
const never: Answer = () => undefined;

/** A server answering its n-th request with script[n] (the last answer repeats). */
async function scripted(script: Answer[]) {
  let count = 0;
  stub = await startServer((request, response) => script[Math.min(count++, script.length - 1)](request, response));
  return stub;
}
const clientOf = (server: LocalServer, options: Partial<Sdk.CodebeamOptions> = {}) =>
  new sdk.Codebeam({ apiKey: "cb_sk_test", baseUrl: server.origin, ...options });
const BALANCE = { balance: 42, staticQuota: { limit: 1, used: 0, remaining: 1, resetsAt: "2026-12-01T00:00:00.000Z" } };
const CREATED = { id: "c1", templateUsed: "minimal", matchedKeywords: [], styles: {} };

describe("retries", () => {
  it("retries a GET after a 503 and a dropped connection, then succeeds", async () => {
    const server = await scripted([
      json(503, { error: "Service Unavailable", code: "INTERNAL_ERROR", message: "x" }),
      dropConnection,
      json(200, BALANCE),
    ]);
    expect(await clientOf(server).credits.balance()).toEqual(BALANCE);
    expect(server.requests).toHaveLength(3);
  });

  it("retries a create with one Idempotency-Key on every attempt", async () => {
    const server = await scripted([json(500, { code: "INTERNAL_ERROR" }), json(502, {}), json(201, CREATED)]);
    expect(await clientOf(server).qrcodes.create({ content: "https://example.com" })).toEqual(CREATED);
    const keys = server.requests.map((request) => request.headers["idempotency-key"]);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("gives up after maxRetries and throws the last error", async () => {
    const server = await scripted([
      json(503, { error: "Service Unavailable", code: "INTERNAL_ERROR", message: "down" }),
    ]);
    const error = await clientOf(server, { maxRetries: 1 })
      .credits.balance()
      .catch((thrown) => thrown);
    expect(error).toBeInstanceOf(sdk.CodebeamError);
    expect(error).toMatchObject({ status: 503, message: "down" });
    expect(server.requests).toHaveLength(2);
  });

  it("never retries a POST without an idempotency key (a webhook test would be sent twice)", async () => {
    const server = await scripted([json(503, {}), json(200, {})]);
    await expect(clientOf(server).webhooks.test("w1")).rejects.toBeInstanceOf(sdk.CodebeamError);
    expect(server.requests).toHaveLength(1);
  });

  it("never retries a 4xx other than 429", async () => {
    const server = await scripted([
      json(404, { error: "Not Found", code: "NOT_FOUND", message: "QR code not found." }),
      json(200, {}),
    ]);
    await expect(clientOf(server).qrcodes.get("c1")).rejects.toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect(server.requests).toHaveLength(1);
  });

  it("honours Retry-After on a 429, and does not wait out a long one", async () => {
    const limited = (seconds: string) =>
      json(
        429,
        { error: "Too Many Requests", code: "RATE_LIMITED", message: "slow down" },
        {
          "retry-after": seconds,
          "x-ratelimit-limit": "60",
          "x-ratelimit-remaining": "0",
          "x-ratelimit-reset": "1790000000",
        },
      );
    const short = await scripted([limited("1"), json(200, BALANCE)]);
    expect(await clientOf(short).credits.balance()).toEqual(BALANCE);
    expect(short.requests).toHaveLength(2);
    await short.close();
    const long = await scripted([limited("3600"), json(200, BALANCE)]);
    const error = await clientOf(long)
      .credits.balance()
      .catch((thrown) => thrown);
    expect(error).toBeInstanceOf(sdk.RateLimitError);
    expect(error).toMatchObject({ retryAfter: 3600, limit: 60, remaining: 0, reset: 1790000000 });
    expect(long.requests).toHaveLength(1);
  });

  it("parses the nested error shape of the users endpoints", async () => {
    const server = await scripted([
      json(401, { error: { code: "unauthorized", message: "bad key", details: [], requestId: "req_abc" } }),
    ]);
    const error = await clientOf(server)
      .credits.balance()
      .catch((thrown) => thrown);
    expect(error).toBeInstanceOf(sdk.AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: "UNAUTHORIZED", message: "bad key", requestId: "req_abc" });
  });
});

describe("timeouts and cancellation", () => {
  it("aborts an attempt after timeoutMs with a TimeoutError (a ConnectionError), retried then given up", async () => {
    const server = await scripted([never]);
    const error = await clientOf(server, { timeoutMs: 100, maxRetries: 1 })
      .credits.balance()
      .catch((thrown) => thrown);
    expect(error).toBeInstanceOf(sdk.TimeoutError);
    expect(error).toBeInstanceOf(sdk.ConnectionError);
    expect(error).toMatchObject({ status: 0, code: "TIMEOUT" });
    expect(server.requests).toHaveLength(2);
  });

  it("stops at once on the caller's own signal, without retrying", async () => {
    const server = await scripted([never]);
    const controller = new AbortController();
    const pending = clientOf(server)
      .credits.balance({ signal: controller.signal })
      .catch((thrown) => thrown);
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    const error = await pending;
    expect(error.name).toBe("AbortError");
    expect(server.requests).toHaveLength(1);
  });

  it("reports an unreachable server as a ConnectionError", async () => {
    const server = await scripted([json(200, {})]);
    const origin = server.origin;
    await server.close();
    stub = undefined;
    const error = await new sdk.Codebeam({ apiKey: "cb_sk_test", baseUrl: origin, maxRetries: 0 }).credits
      .balance()
      .catch((thrown) => thrown);
    expect(error).toBeInstanceOf(sdk.ConnectionError);
    expect(error.code).toBe("CONNECTION_ERROR");
  });
});
