import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { DELETE as revokeKey } from "@/app/api/v1/keys/[id]/route";
import { GET as listKeys, POST as createKey } from "@/app/api/v1/keys/route";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie } from "../helpers/fixtures";
import { bearer, call, type CallResult, randomIp } from "../helpers/http";
import { restoreEnvAfterEach, setEnv, useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";
import { DAY_MS, freezeClockInWindow, MINUTE_MS, nextUtcMidnight } from "../ratelimit/window";
import { rateHeaders } from "./wrapper-helpers";

useTestDatabase();
useRedisRateLimitsWhenConfigured();
restoreEnvAfterEach();

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
