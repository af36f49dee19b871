import { randomBytes } from "node:crypto";
import net from "node:net";
import IORedis from "ioredis";
import { afterAll, beforeAll, expect, it, type MockInstance, onTestFinished, vi } from "vitest";
import { db } from "@/lib/db/client";
import { databaseStore } from "@/lib/ratelimit/database-store";
import { fallbackStore } from "@/lib/ratelimit/fallback-store";
import { memoryStore } from "@/lib/ratelimit/memory-store";
import { tcpRedisStore } from "@/lib/ratelimit/redis-store";
import { DATABASE_DEADLINE_MS, REDIS_DEADLINE_MS, tcpRedisLink } from "@/lib/ratelimit/store";
import type { LimitResult, RateLimitStore } from "@/lib/ratelimit/types";
import { useTestDatabase } from "../helpers/database";
import { describeWithRedisServer, type PrivateRedis, startPrivateRedis } from "../helpers/private-redis";
import { freezeClockInWindow, MINUTE_MS } from "./window";

useTestDatabase();

// The chain lib/ratelimit/store.ts builds for REDIS_URL (Redis → the database → memory), on a
// redis-server of this file's own that the tests kill, stop and restart.
let redis: PrivateRedis;
/** A client of the test's own, to see which keys the store under test wrote. */
let observer: IORedis;

const PROBE_EVERY_MS = 200;
// A bound on hangs, not a speed expectation: the most a hit may take is its two deadlines (Redis,
// then the database), plus room for a loaded machine. Without the deadlines, a hit on a stopped
// Redis waited for ever.
const HANG_BOUND_MS = REDIS_DEADLINE_MS + DATABASE_DEADLINE_MS + 2_000;

function redisChain(url = redis.url) {
  const prefix = `rl-fallback:${randomBytes(4).toString("hex")}`;
  const redisStore = tcpRedisStore(url, prefix);
  onTestFinished(() => redisStore.client.disconnect());
  let skew = 0;
  const store = fallbackStore({
    chain: [tcpRedisLink(redisStore), { store: databaseStore(), deadlineMs: DATABASE_DEADLINE_MS }],
    last: memoryStore(),
    probeEveryMs: PROBE_EVERY_MS,
    now: () => performance.now() + skew,
  });
  return {
    store,
    keysInRedis: (label: string) => observer.keys(`${prefix}:*${label}*`),
    /** Moves the store's monotonic clock on (its log and probe intervals), not Date. */
    skip: (ms: number) => {
      skew += ms;
    },
  };
}

interface Load {
  results: LimitResult[];
  errors: unknown[];
  slowestMs: number;
}

/**
 * `workers` callers hitting `key` back to back, `hitsEach` times each. A count, not a duration: on
 * a loaded machine a couple of seconds may hold only the first wave.
 */
async function hammer(store: RateLimitStore, key: string, limit: number, hitsEach = 10, workers = 20): Promise<Load> {
  const load: Load = { results: [], errors: [], slowestMs: 0 };
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = 0; i < hitsEach; i++) {
        const started = performance.now();
        try {
          load.results.push(await store.hit(key, limit, MINUTE_MS));
        } catch (error) {
          load.errors.push(error);
        }
        load.slowestMs = Math.max(load.slowestMs, performance.now() - started);
        // Requests arrive as I/O, each in a turn of the event loop of its own. Without this pause a
        // caller whose hits the embedded database answers (in microtasks, without I/O) would
        // loop without ever letting the loop on to the other callers' timers.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }),
  );
  return load;
}

/** Hits until `done()` holds (the hits start the background probes), or fails after a bound on hangs. */
async function hitUntil(store: RateLimitStore, done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    await store.hit("poke", 1_000_000, MINUTE_MS);
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never: ${what}`);
}

function captureErrors(): MockInstance<typeof console.error> {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  onTestFinished(() => spy.mockRestore());
  return spy;
}
const linesAbout = (spy: MockInstance<typeof console.error>, pattern: RegExp) =>
  spy.mock.calls.map((args) => args.join(" ")).filter((line) => pattern.test(line));
const REDIS_DOWN =
  /^\[ratelimit\] the redis store is not answering \(.*\): rate limits are counted in the database store/;
const REDIS_BACK = /^\[ratelimit\] the redis store answers again/;

/** A TCP proxy to `url` that holds each new connection `delayMs` before passing bytes: a slow first connect. */
async function slowProxy(url: string, delayMs: number): Promise<{ url: string; close(): void }> {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.pause();
    setTimeout(() => {
      const upstream = net.connect(Number(target.port), target.hostname, () => {
        client.pipe(upstream).pipe(client);
        client.resume();
      });
      sockets.add(upstream);
      upstream.on("error", () => client.destroy());
      client.on("error", () => upstream.destroy());
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

async function databaseCount(key: string): Promise<number> {
  const rows = await (await db()).rateLimitCounter.findMany({ where: { key: { startsWith: `${key}:` } } });
  return rows.reduce((sum, row) => sum + row.count, 0);
}

describeWithRedisServer("rate limits on Redis that goes away", () => {
  beforeAll(async () => {
    redis = await startPrivateRedis();
    observer = new IORedis(redis.url);
    observer.on("error", () => {});
  });
  afterAll(async () => {
    observer?.disconnect();
    await redis?.stop();
  });

  it("count in the database while Redis is killed under load: no hit fails or hangs, the limit holds", async () => {
    freezeClockInWindow(MINUTE_MS);
    const { store, keysInRedis } = redisChain();
    const errors = captureErrors();
    await store.hit("warm", 100, MINUTE_MS);
    expect(await keysInRedis("warm")).toHaveLength(1);
    expect(store.status()).toMatchObject({ store: "redis", fallback: null });

    await redis.kill();
    try {
      const victim = `victim-${randomBytes(4).toString("hex")}`;
      const load = await hammer(store, victim, 25);
      expect(load.errors).toEqual([]);
      expect(load.slowestMs).toBeLessThan(HANG_BOUND_MS);
      expect(load.results).toHaveLength(200);
      // The database counted every hit, exactly: 25 passed, the rest were refused.
      expect(load.results.filter((result) => result.success)).toHaveLength(25);
      expect(await databaseCount(victim)).toBe(load.results.length);
      expect(store.status()).toMatchObject({ store: "redis", fallback: "database" });
      // Hundreds of hits, one line.
      expect(linesAbout(errors, REDIS_DOWN)).toHaveLength(1);
    } finally {
      await redis.restart();
    }

    // Back to Redis once a probe finds it again.
    await hitUntil(store, () => store.status().fallback === null, "the store goes back to Redis");
    await store.hit("after", 5, MINUTE_MS);
    expect(await keysInRedis("after")).toHaveLength(1);
    expect(linesAbout(errors, REDIS_BACK)).toHaveLength(1);
  });

  it("count in the database while Redis is stopped (SIGSTOP) under load, each hit cut off at the deadline", async () => {
    freezeClockInWindow(MINUTE_MS);
    const { store, keysInRedis } = redisChain();
    const errors = captureErrors();
    await store.hit("warm", 100, MINUTE_MS);
    expect(await keysInRedis("warm")).toHaveLength(1);

    redis.pause();
    try {
      const victim = `victim-${randomBytes(4).toString("hex")}`;
      const load = await hammer(store, victim, 25);
      expect(load.errors).toEqual([]);
      expect(load.slowestMs).toBeLessThan(HANG_BOUND_MS);
      expect(load.results.filter((result) => result.success)).toHaveLength(25);
      expect(await databaseCount(victim)).toBe(load.results.length);
      expect(store.status()).toMatchObject({ store: "redis", fallback: "database" });
      // The store's own deadline cut the hits short (the Redis client's 2 s command timeout is later).
      const lines = linesAbout(errors, REDIS_DOWN);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`no answer within ${REDIS_DEADLINE_MS} ms`);
    } finally {
      redis.resume();
    }

    await hitUntil(store, () => store.status().fallback === null, "the store goes back to Redis");
    await store.hit("after", 5, MINUTE_MS);
    expect(await keysInRedis("after")).toHaveLength(1);
  });

  it("logs an outage once a minute, not once a hit", async () => {
    freezeClockInWindow(MINUTE_MS);
    const { store, skip } = redisChain();
    const errors = captureErrors();
    await store.hit("warm", 100, MINUTE_MS);
    await redis.kill();
    try {
      await hammer(store, "steady", 1_000_000, 3);
      expect(linesAbout(errors, REDIS_DOWN)).toHaveLength(1);
      skip(30_000);
      await hammer(store, "steady", 1_000_000, 3);
      expect(linesAbout(errors, REDIS_DOWN)).toHaveLength(1);
      // A minute after the first line, the next failed probe says it again.
      skip(31_000);
      await hitUntil(store, () => linesAbout(errors, REDIS_DOWN).length === 2, "a second line");
      await hammer(store, "steady", 1_000_000, 3);
      expect(linesAbout(errors, REDIS_DOWN)).toHaveLength(2);
    } finally {
      await redis.restart();
    }
  });

  it("wait for a first connection slower than a hit's deadline instead of failing over", async () => {
    const proxy = await slowProxy(redis.url, REDIS_DEADLINE_MS * 2);
    onTestFinished(() => proxy.close());
    freezeClockInWindow(MINUTE_MS);
    const { store, keysInRedis } = redisChain(proxy.url);
    const errors = captureErrors();
    expect(await store.hit("first", 3, MINUTE_MS)).toMatchObject({ success: true, remaining: 2 });
    expect(store.status().fallback).toBeNull();
    expect(await keysInRedis("first")).toHaveLength(1);
    expect(await databaseCount("first")).toBe(0);
    expect(linesAbout(errors, REDIS_DOWN)).toHaveLength(0);
  });

  it("start on Redis that is not up yet and take it once it is", async () => {
    freezeClockInWindow(MINUTE_MS);
    await redis.kill();
    const { store, keysInRedis } = redisChain();
    const errors = captureErrors();
    try {
      const result = await store.hit("early", 3, MINUTE_MS);
      expect(result).toMatchObject({ success: true, remaining: 2 });
      expect(store.status().fallback).toBe("database");
    } finally {
      await redis.restart();
    }
    await hitUntil(store, () => store.status().fallback === null, "the store goes back to Redis");
    await store.hit("later", 3, MINUTE_MS);
    expect(await keysInRedis("later")).toHaveLength(1);
    expect(linesAbout(errors, REDIS_DOWN)).toHaveLength(1);
  });
});
