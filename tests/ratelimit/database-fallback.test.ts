import { afterAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { type Database, db, useDatabase } from "@/lib/db/client";
import { databaseStore } from "@/lib/ratelimit/database-store";
import { outageMonitorFor } from "@/lib/outage/process-outage";
import { fallbackStore } from "@/lib/ratelimit/fallback-store";
import { memoryStore } from "@/lib/ratelimit/memory-store";
import {
  DATABASE_DEADLINE_MS,
  getRateLimitStore,
  rateLimitStoreStatus,
  useRateLimitStore,
} from "@/lib/ratelimit/store";
import { admitPasswordAttempt } from "@/lib/short-links/password-attempts";
import { openTestDatabase } from "../helpers/database";
import { freezeClockInWindow, MINUTE_MS } from "./window";

// Without Redis the database counts the limits; these tests close it under the store (as an outage
// would leave it: every query fails) and watch this instance's memory take over.
const DATABASE_HOOK_TIMEOUT_MS = 180_000;
const open: Database[] = [];

async function installFreshDatabase(): Promise<Database> {
  const database = await openTestDatabase();
  open.push(database);
  useDatabase(database);
  return database;
}

/** Closes `database` (PostgreSQL: drops it too) while it stays installed: every query on it fails. */
async function breakDatabase(database: Database): Promise<void> {
  open.splice(open.indexOf(database), 1);
  await database.close();
}

afterAll(async () => {
  useRateLimitStore(undefined);
  useDatabase(undefined);
  for (const database of open) await database.close();
}, DATABASE_HOOK_TIMEOUT_MS);

function captureErrors() {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  onTestFinished(() => spy.mockRestore());
  return () => spy.mock.calls.map((args) => args.join(" "));
}
const DATABASE_DOWN =
  /^\[ratelimit\] the database store is not answering \(.*\): rate limits are counted in this instance's memory/;

describe("rate limits without Redis when the database fails", () => {
  it(
    "are counted in memory: no hit fails, the limit holds, one log line, password attempts stay limited",
    async () => {
      const database = await installFreshDatabase();
      useRateLimitStore(undefined);
      freezeClockInWindow(MINUTE_MS);
      const store = getRateLimitStore();
      const before = await store.hit("counted", 5, MINUTE_MS);
      expect(before).toMatchObject({ success: true, remaining: 4 });
      expect(await (await db()).rateLimitCounter.count({ where: { key: { startsWith: "counted:" } } })).toBe(1);
      expect(rateLimitStoreStatus()).toMatchObject({ store: "database", fallback: null });

      const errors = captureErrors();
      await breakDatabase(database);
      // Twenty at once with a limit of 5, as the outage begins: each fails on the database, then
      // counts in memory.
      const results = await Promise.all(Array.from({ length: 20 }, () => store.hit("burst", 5, MINUTE_MS)));
      expect(results.filter((result) => result.success)).toHaveLength(5);
      expect(results.filter((result) => !result.success).every((result) => result.remaining === 0)).toBe(true);
      expect(rateLimitStoreStatus()).toMatchObject({ store: "database", fallback: "memory" });

      // The redirect path's password attempts: ten on one code from one network, then a pause.
      for (let i = 0; i < 10; i++) {
        expect(await admitPasswordAttempt("code-1", "203.0.113.7")).toEqual({ allowed: true });
      }
      const refused = await admitPasswordAttempt("code-1", "203.0.113.7");
      expect(refused.allowed).toBe(false);
      expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0);

      expect(errors().filter((line) => DATABASE_DOWN.test(line))).toHaveLength(1);
    },
    DATABASE_HOOK_TIMEOUT_MS,
  );

  it(
    "go back to the database once it answers again",
    async () => {
      const broken = await installFreshDatabase();
      const store = fallbackStore({
        chain: [{ store: databaseStore(), deadlineMs: DATABASE_DEADLINE_MS }],
        last: memoryStore(),
        probeEveryMs: 100,
      });
      freezeClockInWindow(MINUTE_MS);
      const errors = captureErrors();
      await breakDatabase(broken);
      expect(await store.hit("first", 2, MINUTE_MS)).toMatchObject({ success: true, remaining: 1 });
      expect(store.status().fallback).toBe("memory");

      // The database is back (here: another one installed); a background probe finds it.
      await installFreshDatabase();
      for (let i = 0; i < 400 && store.status().fallback !== null; i++) {
        await store.hit("poke", 1_000_000, MINUTE_MS);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(store.status()).toMatchObject({ store: "database", fallback: null });
      await store.hit("second", 2, MINUTE_MS);
      expect(await (await db()).rateLimitCounter.count({ where: { key: { startsWith: "second:" } } })).toBe(1);
      expect(errors().filter((line) => /the database store answers again/.test(line))).toHaveLength(1);
    },
    DATABASE_HOOK_TIMEOUT_MS,
  );

  it(
    "skip the database while the redirect path's outage monitor knows it is down",
    async () => {
      const database = await installFreshDatabase();
      useRateLimitStore(undefined);
      const monitor = outageMonitorFor(database);
      onTestFinished(() => monitor.close());
      freezeClockInWindow(MINUTE_MS);
      captureErrors();
      monitor.markDown("a frozen database, say");
      // The database itself answers, but no hit is sent to it.
      expect(await getRateLimitStore().hit("skipped", 5, MINUTE_MS)).toMatchObject({ success: true, remaining: 4 });
      expect(rateLimitStoreStatus()).toMatchObject({ store: "database", fallback: "memory" });
      expect(await (await db()).rateLimitCounter.count({ where: { key: { startsWith: "skipped:" } } })).toBe(0);
    },
    DATABASE_HOOK_TIMEOUT_MS,
  );
});
