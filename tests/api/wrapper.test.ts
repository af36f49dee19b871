import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { DELETE as revokeKey } from "@/app/api/v1/keys/[id]/route";
import { GET as listKeys, POST as createKey } from "@/app/api/v1/keys/route";
import { POST as createUser } from "@/app/api/v1/users/route";
import { withApi } from "@/lib/api/with-api";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie, uniqueEmail } from "../helpers/fixtures";
import { bearer, call, type CallResult, randomIp } from "../helpers/http";
import { restoreEnvAfterEach, setEnv, useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";
import { DAY_MS, freezeClockInWindow, MINUTE_MS, nextUtcMidnight } from "../ratelimit/window";

useTestDatabase();
useRedisRateLimitsWhenConfigured();
restoreEnvAfterEach();

const unauthorized = {
  error: "Unauthorized",
  code: "UNAUTHORIZED",
  message: expect.any(String),
  requestId: expect.any(String),
};
const keyBody = { name: "ci", permissions: ["qrcode:generate"] };

function rateHeaders(result: CallResult) {
  const [limit, remaining, reset] = ["limit", "remaining", "reset"].map((name) =>
    result.headers.get(`x-ratelimit-${name}`),
  );
  for (const value of [limit, remaining, reset]) expect(value, "X-RateLimit-* header").toMatch(/^\d+$/);
  return { limit: Number(limit), remaining: Number(remaining), reset: Number(reset) };
}

describe("rate-limit headers", () => {
  it("are on every answer: 200, 400, 401, 403 and 404, with the caller's limit", async () => {
    freezeClockInWindow(MINUTE_MS);
    const user = await makeUser();
    const session = await sessionCookie(user);
    const key = await makeKey(user);
    const answers: [CallResult, number, number][] = [
      [await call(balance, "/api/v1/credits/balance", { headers: session }), 200, 60],
      [await call(createKey, "/api/v1/keys", { method: "POST", headers: session, body: {} }), 400, 60],
      [await call(balance, "/api/v1/credits/balance"), 401, 10],
      [await call(balance, "/api/v1/credits/balance", { headers: bearer(`cb_sk_${"0".repeat(40)}`) }), 401, 10],
      [await call(listKeys, "/api/v1/keys", { headers: bearer(key) }), 403, 60],
      [
        await call(revokeKey, "/api/v1/keys/nope", { method: "DELETE", headers: session, params: { id: "nope" } }),
        404,
        60,
      ],
    ];
    for (const [result, status, limit] of answers) {
      expect(result.status).toBe(status);
      const headers = rateHeaders(result);
      expect(headers.limit, `limit on ${status}`).toBe(limit);
      expect(headers.remaining).toBeLessThan(limit);
      expect((headers.reset * 1000) % MINUTE_MS).toBe(0);
      expect(headers.reset * 1000).toBeGreaterThan(Date.now());
    }
  });

  it("count down per caller", async () => {
    freezeClockInWindow(MINUTE_MS);
    const ip = randomIp();
    const first = rateHeaders(await call(balance, "/api/v1/credits/balance", { ip }));
    const second = rateHeaders(await call(balance, "/api/v1/credits/balance", { ip }));
    expect([first.remaining, second.remaining]).toEqual([9, 8]);
  });
});

describe("limits", () => {
  it("limit anonymous callers per IP and say which limit in the 429", async () => {
    setEnv({ LIMIT_ANON_PER_MINUTE: "3" });
    freezeClockInWindow(MINUTE_MS);
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await call(balance, "/api/v1/credits/balance", { ip })).status).toBe(401);
    const limited = await call(balance, "/api/v1/credits/balance", { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: "Too Many Requests",
      code: "RATE_LIMITED",
      message: expect.stringMatching(/3 requests per minute.*IP address/),
      requestId: expect.any(String),
    });
    expect(rateHeaders(limited)).toMatchObject({ limit: 3, remaining: 0 });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another IP is not held, and a key caller from the same IP has limits of its own.
    expect((await call(balance, "/api/v1/credits/balance", { ip: randomIp() })).status).toBe(401);
    const key = await makeKey(await makeUser());
    expect((await call(balance, "/api/v1/credits/balance", { ip, headers: bearer(key) })).status).toBe(200);
  });

  it("count requests with a bad key against the IP, so keys cannot be guessed at full speed", async () => {
    setEnv({ LIMIT_ANON_PER_MINUTE: "2" });
    freezeClockInWindow(MINUTE_MS);
    const ip = randomIp();
    const guess = () =>
      call(balance, "/api/v1/credits/balance", { ip, headers: bearer(`cb_sk_${randomBytes(20).toString("hex")}`) });
    expect([(await guess()).status, (await guess()).status]).toEqual([401, 401]);
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
  });

  it("limit each API key on its own per minute", async () => {
    setEnv({ LIMIT_KEY_PER_MINUTE: "3" });
    freezeClockInWindow(MINUTE_MS);
    const user = await makeUser();
    const [first, second] = [await makeKey(user), await makeKey(user)];
    for (let i = 0; i < 3; i++)
      expect((await call(balance, "/api/v1/credits/balance", { headers: bearer(first) })).status).toBe(200);
    const limited = await call(balance, "/api/v1/credits/balance", { headers: bearer(first) });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/3 requests per minute.*API key/),
    });
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await call(balance, "/api/v1/credits/balance", { headers: bearer(second) })).status).toBe(200);
  });

  it("share the daily cap among all keys of one account, reset at 00:00 UTC", async () => {
    setEnv({ LIMIT_KEY_PER_DAY: "5" });
    freezeClockInWindow(DAY_MS);
    const owner = await makeUser();
    const keys = [await makeKey(owner), await makeKey(owner)];
    for (let i = 0; i < 5; i++) {
      const result = await call(balance, "/api/v1/credits/balance", { headers: bearer(keys[i % 2]) });
      expect(result.status).toBe(200);
      // The daily cap is the tighter limit here, so the headers describe it.
      expect(rateHeaders(result)).toEqual({ limit: 5, remaining: 4 - i, reset: nextUtcMidnight() / 1000 });
    }
    const capped = await call(balance, "/api/v1/credits/balance", { headers: bearer(keys[1]) });
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({
      error: "Too Many Requests",
      code: "DAILY_QUOTA_EXCEEDED",
      message: expect.stringMatching(/00:00 UTC/),
    });
    expect(rateHeaders(capped)).toEqual({ limit: 5, remaining: 0, reset: nextUtcMidnight() / 1000 });
    expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(balance, "/api/v1/credits/balance", { headers: bearer(keys[0]) })).status).toBe(429);
    // Another account's key, and the owner's own session, are not held by this account's key cap.
    const other = await makeKey(await makeUser());
    expect((await call(balance, "/api/v1/credits/balance", { headers: bearer(other) })).status).toBe(200);
    expect((await call(balance, "/api/v1/credits/balance", { headers: await sessionCookie(owner) })).status).toBe(200);
  });
});

describe("callers", () => {
  it("accept a key as 'Authorization: Bearer' and as 'cb-api-key'", async () => {
    const key = await makeKey(await makeUser());
    for (const headers of [bearer(key), { "cb-api-key": key }]) {
      const result = await call(balance, "/api/v1/credits/balance", { headers });
      expect(result.status).toBe(200);
      expect(result.body.balance).toBe(100);
    }
  });

  it("answer 401 in one shape for malformed, unknown and revoked keys, in both header forms", async () => {
    const user = await makeUser();
    const revoked = await makeKey(user);
    const listed = await call(listKeys, "/api/v1/keys", { headers: await sessionCookie(user) });
    for (const view of listed.body.data) {
      await call(revokeKey, `/api/v1/keys/${view.id}`, {
        method: "DELETE",
        headers: await sessionCookie(user),
        params: { id: view.id },
      });
    }
    const unknown = `cb_sk_${randomBytes(30).toString("base64url").replace(/[-_]/g, "x").slice(0, 40)}`;
    const messages = new Set<string>();
    for (const key of ["nope", "cb_sk_short", `cb_sk_${"!".repeat(40)}`, unknown, revoked]) {
      for (const headers of [bearer(key), { "cb-api-key": key }]) {
        const result = await call(balance, "/api/v1/credits/balance", { headers });
        expect(result.status, key).toBe(401);
        expect(result.body).toEqual(unauthorized);
        messages.add(result.body.message);
      }
    }
    expect(messages.size).toBe(1); // nothing tells a revoked key from one that never existed
  });

  it("answer 401 to other Authorization schemes", async () => {
    for (const authorization of ["Basic x", "Bearer", "Token cb_sk_abc"]) {
      const result = await call(balance, "/api/v1/credits/balance", { headers: { authorization } });
      expect(result.status, authorization).toBe(401);
      expect(result.body).toEqual(unauthorized);
    }
  });

  it("let a session use key-or-session routes, with the user limit", async () => {
    const user = await makeUser();
    const result = await call(balance, "/api/v1/credits/balance", { headers: await sessionCookie(user) });
    expect(result.status).toBe(200);
    expect(rateHeaders(result).limit).toBe(60);
    const tampered = `${(await sessionCookie(user)).cookie.slice(0, -4)}AAAA`;
    expect((await call(balance, "/api/v1/credits/balance", { headers: { cookie: tampered } })).status).toBe(401);
  });

  it("refuse a key on a session-only route with 403 and write nothing", async () => {
    const user = await makeUser();
    const key = await makeKey(user);
    const listed = await call(listKeys, "/api/v1/keys", { headers: bearer(key) });
    expect(listed.status).toBe(403);
    expect(listed.body).toMatchObject({ error: "Forbidden", code: "FORBIDDEN" });
    const created = await call(createKey, "/api/v1/keys", { method: "POST", headers: bearer(key), body: keyBody });
    expect(created.status).toBe(403);
    const after = await call(listKeys, "/api/v1/keys", { headers: await sessionCookie(user) });
    expect(after.body.data).toHaveLength(1);
  });
});

describe("bodies and failures", () => {
  it("refuse a body over MAX_BODY_BYTES with 413 naming body", async () => {
    setEnv({ MAX_BODY_BYTES: "2048" });
    const user = await makeUser();
    const headers = await sessionCookie(user);
    const big = await call(createKey, "/api/v1/keys", {
      method: "POST",
      headers,
      body: { ...keyBody, name: "x".repeat(3000) },
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({
      error: "Content Too Large",
      code: "PAYLOAD_TOO_LARGE",
      details: [{ field: "body", message: expect.stringContaining("2048") }],
    });
    const declared = await call(createKey, "/api/v1/keys", {
      method: "POST",
      headers: { ...headers, "content-length": "999999" },
      body: keyBody,
    });
    expect(declared.status).toBe(413);
    expect(declared.body.details[0].field).toBe("body");
    expect((await call(listKeys, "/api/v1/keys", { headers })).body.data).toEqual([]);
  });

  it("refuse malformed or missing JSON with 400 naming body", async () => {
    const headers = await sessionCookie(await makeUser());
    for (const body of ["{not json", '{"name": "x",', ""]) {
      const result = await call(createKey, "/api/v1/keys", {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body,
      });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body).toMatchObject({ code: "INVALID_REQUEST", details: [{ field: "body" }] });
    }
  });

  it("answer a 500 with the generic message only: no stack, no SQL, no secret", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const boom = withApi({ auth: "public" }, async () => {
        throw new Error('password=hunter2 in SELECT "passwordHash" FROM "User"');
      });
      const result = await call(boom, "/api/v1/boom");
      expect(result.status).toBe(500);
      expect(result.body).toEqual({
        error: "Internal Server Error",
        code: "INTERNAL_ERROR",
        message: "Something went wrong on our side. Try again later.",
        requestId: expect.any(String),
      });
      expect(JSON.stringify(result.body)).not.toMatch(/hunter2|SELECT|at .*\.ts|stack/);
      rateHeaders(result);
      expect(quiet).toHaveBeenCalled(); // logged on the server instead
    } finally {
      quiet.mockRestore();
    }
  });
});

describe("cross-site requests", () => {
  const post = async (headers: Record<string, string>) =>
    call(createKey, "/api/v1/keys", { method: "POST", headers, body: keyBody });

  it("refuse a session's state-changing request from another origin, and write nothing", async () => {
    const user = await makeUser();
    const session = await sessionCookie(user);
    for (const origin of ["https://evil.example", "http://localhost:3001", "https://localhost:3000", "null"]) {
      const result = await post({ ...session, origin });
      expect(result.status, origin).toBe(403);
      expect(result.body).toEqual({
        error: "Forbidden",
        code: "FORBIDDEN",
        message: "Cross-site request refused: make this change from the dashboard at http://localhost:3000 (APP_URL).",
        requestId: expect.any(String),
      });
      rateHeaders(result);
    }
    expect((await call(listKeys, "/api/v1/keys", { headers: session })).body.data).toEqual([]);

    const key = await makeKey(user);
    const [view] = (await call(listKeys, "/api/v1/keys", { headers: session })).body.data;
    const revoke = await call(revokeKey, `/api/v1/keys/${view.id}`, {
      method: "DELETE",
      headers: { ...session, origin: "https://evil.example" },
      params: { id: view.id },
    });
    expect(revoke.status).toBe(403);
    expect((await call(balance, "/api/v1/credits/balance", { headers: bearer(key) })).status).toBe(200);
  });

  it("let same-origin, APP_URL-origin and Origin-less requests through", async () => {
    setEnv({ APP_URL: "https://codes.example.com" });
    const session = await sessionCookie(await makeUser());
    expect((await post({ ...session, origin: "http://localhost:3000" })).status).toBe(201);
    expect((await post({ ...session, origin: "https://codes.example.com" })).status).toBe(201);
    expect((await post(session)).status).toBe(201);
    expect(
      (await call(listKeys, "/api/v1/keys", { headers: { ...session, origin: "https://evil.example" } })).status,
    ).toBe(200);
  });

  it("do not apply to API keys, which a browser does not send on its own", async () => {
    const admin = await makeUser({ admin: true });
    const result = await call(createUser, "/api/v1/users", {
      method: "POST",
      headers: { ...bearer(await makeKey(admin)), origin: "https://elsewhere.example" },
      body: { name: "Via key", email: uniqueEmail(), password: "password123" },
    });
    expect(result.status).toBe(201);
  });
});
