import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseStore } from "@/lib/ratelimit/database-store";
import { memoryStore } from "@/lib/ratelimit/memory-store";
import { tcpRedisStore, upstashRestStore } from "@/lib/ratelimit/redis-store";
import type { RateLimitStore } from "@/lib/ratelimit/types";
import { useTestDatabase } from "../helpers/database";
import { DAY_MS, freezeClockInWindow, MINUTE_MS, nextUtcMidnight } from "./window";

useTestDatabase();

interface StoreUnderTest {
  store: RateLimitStore;
  close(): Promise<void>;
}

const runId = randomBytes(6).toString("hex");
const { TEST_REDIS_URL, UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN } = process.env;

// Every store the machine can reach; the database and memory stores always.
const stores: [string, () => StoreUnderTest][] = [
  ["database", () => ({ store: databaseStore(), close: async () => {} })],
  ["memory", () => ({ store: memoryStore(), close: async () => {} })],
];
if (TEST_REDIS_URL) {
  stores.push([
    "redis (TCP)",
    () => {
      const prefix = `codebeam-test:${runId}`;
      const store = tcpRedisStore(TEST_REDIS_URL, prefix);
      return {
        store,
        close: async () => {
          const leftovers = await store.client.keys(`${prefix}:*`);
          if (leftovers.length) await store.client.del(...leftovers);
          await store.client.quit();
        },
      };
    },
  ]);
}
if (UPSTASH_REDIS_REST_URL && UPSTASH_REDIS_REST_TOKEN) {
  stores.push([
    "upstash (REST)",
    () => ({ store: upstashRestStore(UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN), close: async () => {} }),
  ]);
}

if (!TEST_REDIS_URL) {
  describe("redis (TCP) store contract", () => {
    it.skip("not run: TEST_REDIS_URL is not set (CI sets redis://127.0.0.1:6379)", () => {});
  });
}
if (!UPSTASH_REDIS_REST_URL || !UPSTASH_REDIS_REST_TOKEN) {
  describe("upstash (REST) store contract", () => {
    it.skip("not run: UPSTASH_REDIS_REST_URL and _TOKEN are not set; no Upstash endpoint is reachable from this machine", () => {});
  });
}

describe.each(stores)("%s store contract", (_name, open) => {
  let subject: StoreUnderTest;
  beforeAll(() => {
    subject = open();
  });
  afterAll(async () => {
    await subject.close();
  });
  const key = (label: string) => `contract:${runId}:${label}:${randomBytes(4).toString("hex")}`;

  it("answers the first hit with remaining = limit - 1", async () => {
    freezeClockInWindow(MINUTE_MS);
    const result = await subject.store.hit(key("first"), 7, MINUTE_MS);
    expect(result).toMatchObject({ success: true, limit: 7, remaining: 6 });
  });

  it("refuses the (limit+1)-th hit in a window with remaining 0", async () => {
    freezeClockInWindow(MINUTE_MS);
    const id = key("exhaust");
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const result = await subject.store.hit(id, 5, MINUTE_MS);
      expect(result.success).toBe(true);
      remaining.push(result.remaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const over = await subject.store.hit(id, 5, MINUTE_MS);
    expect(over).toMatchObject({ success: false, limit: 5, remaining: 0 });
    expect((await subject.store.hit(id, 5, MINUTE_MS)).success).toBe(false);
  });

  it("keeps different keys independent", async () => {
    freezeClockInWindow(MINUTE_MS);
    const [a, b] = [key("a"), key("b")];
    await subject.store.hit(a, 2, MINUTE_MS);
    await subject.store.hit(a, 2, MINUTE_MS);
    expect((await subject.store.hit(a, 2, MINUTE_MS)).success).toBe(false);
    expect(await subject.store.hit(b, 2, MINUTE_MS)).toMatchObject({ success: true, remaining: 1 });
  });

  it("resets a one-day window at the next 00:00 UTC", async () => {
    freezeClockInWindow(DAY_MS);
    const result = await subject.store.hit(key("day"), 1000, DAY_MS);
    expect(result.reset % DAY_MS).toBe(0);
    expect(result.reset).toBe(nextUtcMidnight());
    expect(new Date(result.reset).toISOString()).toMatch(/T00:00:00\.000Z$/);
  });

  it("ends a one-minute window on the minute", async () => {
    freezeClockInWindow(MINUTE_MS);
    const before = Date.now();
    const result = await subject.store.hit(key("minute"), 10, MINUTE_MS);
    expect(result.reset % MINUTE_MS).toBe(0);
    expect(result.reset).toBeGreaterThan(before);
    expect(result.reset - before).toBeLessThanOrEqual(MINUTE_MS);
  });

  it("counts concurrent hits exactly: 50 at once with limit 20 give 20 successes", async () => {
    freezeClockInWindow(MINUTE_MS);
    const id = key("burst");
    const results = await Promise.all(Array.from({ length: 50 }, () => subject.store.hit(id, 20, MINUTE_MS)));
    const passed = results.filter((result) => result.success);
    expect(passed).toHaveLength(20);
    // Each success saw its own count: the remaining values are exactly 19..0.
    expect(passed.map((result) => result.remaining).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
    expect(results.filter((result) => !result.success).every((result) => result.remaining === 0)).toBe(true);
  });

  it("opens the window again once it has passed", async () => {
    const clock = freezeClockInWindow(MINUTE_MS);
    const id = key("again");
    const first = await subject.store.hit(id, 1, MINUTE_MS);
    expect(first.success).toBe(true);
    const second = await subject.store.hit(id, 1, MINUTE_MS);
    expect(second.success).toBe(false);
    expect(second.reset).toBe(clock.start + MINUTE_MS);
    expect(clock.nextWindow()).toBe(second.reset);
    const after = await subject.store.hit(id, 1, MINUTE_MS);
    expect(after).toMatchObject({ success: true, remaining: 0, reset: second.reset + MINUTE_MS });
  });
});
