import { getConfig } from "../config/env";
import { currentOutageMonitor } from "../outage/process-outage";
import { processSlot } from "../runtime/process-singleton";
import { databaseStore } from "./database-store";
import { type FallbackStore, type FallibleLink, fallbackStore } from "./fallback-store";
import { memoryStore } from "./memory-store";
import { tcpRedisStore, upstashRestStore } from "./redis-store";
import type { RateLimitStore, RateLimitStoreStatus } from "./types";

// One store (one Redis connection) per process, shared by the server bundle's short-link pages and
// Next's route handlers.
const processStore = processSlot<RateLimitStore>("rate-limit store");
// When the installed store was made: the status of a store without fallbacks (one a test installs).
const installedAt = processSlot<number>("rate-limit store installed at");

// A hit on Redis takes a millisecond or two; one that has not answered in this long is taken as an
// outage, and the hit is counted in the next store (lib/ratelimit/fallback-store.ts).
export const REDIS_DEADLINE_MS = 500;
// The database already ends a stuck statement (DB_STATEMENT_TIMEOUT_MS, default 5 s, and the same
// bound on waiting for a connection); this bounds the embedded database and a zero setting too.
export const DATABASE_DEADLINE_MS = 5_000;

/**
 * The database store, refusing at once while the redirect path's outage monitor
 * (lib/outage/process-outage.ts) knows the database is down, so that no rate-limit hit waits on a
 * database known to be gone (a frozen one answers nothing until the deadline).
 */
function databaseUnlessDown(): RateLimitStore {
  const store = databaseStore();
  return {
    name: store.name,
    hit: (key, limit, windowMs) =>
      currentOutageMonitor()?.down()
        ? Promise.reject(new Error("the database is down (lib/outage)"))
        : store.hit(key, limit, windowMs),
  };
}

/**
 * REDIS_URL → TCP Redis; Upstash REST variables → Upstash; neither → the database. Whichever it is
 * falls back to the next (Redis → the database → this instance's memory) while it fails.
 */
export function getRateLimitStore(): RateLimitStore {
  if (processStore.current) return processStore.current;
  const config = getConfig();
  const redis = config.REDIS_URL
    ? tcpRedisStore(config.REDIS_URL)
    : config.UPSTASH_REDIS_REST_URL && config.UPSTASH_REDIS_REST_TOKEN
      ? upstashRestStore(config.UPSTASH_REDIS_REST_URL, config.UPSTASH_REDIS_REST_TOKEN)
      : undefined;
  const chain: FallibleLink[] = [
    ...(redis ? [{ store: redis, deadlineMs: REDIS_DEADLINE_MS }] : []),
    { store: databaseUnlessDown(), deadlineMs: DATABASE_DEADLINE_MS },
  ];
  const store = fallbackStore({ chain, last: memoryStore() });
  install(store);
  return store;
}

function install(store: RateLimitStore | undefined): void {
  processStore.current = store;
  installedAt.current = Date.now();
}

export function useRateLimitStore(store: RateLimitStore | undefined): void {
  install(store);
}

/** Which store counts the rate limits, and since when: for the health endpoint. */
export function rateLimitStoreStatus(): RateLimitStoreStatus {
  const store = getRateLimitStore();
  if ("status" in store) return (store as FallbackStore).status();
  return { store: store.name, fallback: null, since: installedAt.current ?? Date.now() };
}
