import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll } from "vitest";
import { resetConfigForTests } from "@/lib/config/env";
import { tcpRedisStore } from "@/lib/ratelimit/redis-store";
import { useRateLimitStore } from "@/lib/ratelimit/store";

const saved = new Map<string, string | undefined>();

/** Changes server configuration for one test; restored after it (see restoreEnvAfterEach). */
export function setEnv(vars: Record<string, string>): void {
  for (const [name, value] of Object.entries(vars)) {
    if (!saved.has(name)) saved.set(name, process.env[name]);
    process.env[name] = value;
  }
  resetConfigForTests();
}

export function restoreEnvAfterEach(): void {
  afterEach(() => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    saved.clear();
    resetConfigForTests();
  });
}

/**
 * With TEST_REDIS_URL set (CI), requests are limited by the TCP Redis store instead of the
 * database one. Call after useTestDatabase(), whose own hook installs the database store.
 */
export function useRedisRateLimitsWhenConfigured(): void {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return;
  const prefix = `codebeam-test:${randomBytes(6).toString("hex")}`;
  let store: ReturnType<typeof tcpRedisStore> | undefined;
  beforeAll(() => {
    store = tcpRedisStore(url, prefix);
    useRateLimitStore(store);
  });
  afterAll(async () => {
    useRateLimitStore(undefined);
    if (!store) return;
    const leftovers = await store.client.keys(`${prefix}:*`);
    if (leftovers.length) await store.client.del(...leftovers);
    await store.client.quit();
  });
}
