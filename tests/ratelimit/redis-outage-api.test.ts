import IORedis from "ioredis";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { rateLimitStoreStatus, useRateLimitStore } from "@/lib/ratelimit/store";
import { rateHeaders } from "../api/wrapper-helpers";
import { useTestDatabase } from "../helpers/database";
import { makeUser, sessionCookie } from "../helpers/fixtures";
import { call, randomIp } from "../helpers/http";
import { describeWithRedisServer, type PrivateRedis, startPrivateRedis } from "../helpers/private-redis";
import { restoreEnvAfterEach, setEnv } from "./test-config";
import { freezeClockInWindow, MINUTE_MS } from "./window";

useTestDatabase();
restoreEnvAfterEach();

let redis: PrivateRedis;

describeWithRedisServer("the API with REDIS_URL set and Redis gone", () => {
  beforeAll(async () => {
    redis = await startPrivateRedis();
  });
  afterAll(async () => {
    useRateLimitStore(undefined);
    await redis?.stop();
  });

  it("answers with its rate headers and still refuses past the limit", async () => {
    setEnv({ REDIS_URL: redis.url, LIMIT_ANON_PER_MINUTE: "3" });
    useRateLimitStore(undefined); // built again from the configuration: the chain lib/ratelimit/store.ts makes
    freezeClockInWindow(MINUTE_MS);
    const session = await sessionCookie(await makeUser());

    const before = await call(balance, "/api/v1/credits/balance", { headers: session });
    expect(before.status).toBe(200);
    expect(rateHeaders(before)).toMatchObject({ limit: 60, remaining: 59 });
    const observer = new IORedis(redis.url);
    expect(await observer.keys("codebeam:rl:*")).not.toHaveLength(0);
    observer.disconnect();
    expect(rateLimitStoreStatus()).toMatchObject({ store: "redis", fallback: null });

    await redis.kill();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const during = await call(balance, "/api/v1/credits/balance", { headers: session });
      expect(during.status).toBe(200);
      expect(rateHeaders(during).limit).toBe(60);
      const ip = randomIp();
      for (let i = 0; i < 3; i++) expect((await call(balance, "/api/v1/credits/balance", { ip })).status).toBe(401);
      const refused = await call(balance, "/api/v1/credits/balance", { ip });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe("RATE_LIMITED");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(rateLimitStoreStatus()).toMatchObject({ store: "redis", fallback: "database" });
      expect(logged.mock.calls.filter(([line]) => String(line).startsWith("[ratelimit] the redis store"))).toHaveLength(
        1,
      );
    } finally {
      logged.mockRestore();
    }
  });
});
