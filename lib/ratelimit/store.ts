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
// Until its first connection is up, a hit waits in the client's queue for as long as the client
// gives the connection (its connectTimeout): a start on a busy machine does not fail over at once.
export const REDIS_FIRST_CONNECT_DEADLINE_MS = 2_500;
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

/** A TCP Redis store as the first link of the chain, its deadline longer until it first connects. */
export function tcpRedisLink(store: ReturnType<typeof tcpRedisStore>): FallibleLink {
  return {
    store,
    deadlineMs: () => (store.hasConnected() ? REDIS_DEADLINE_MS : REDIS_FIRST_CONNECT_DEADLINE_MS),
  };
}

/**
 * REDIS_URL → TCP Redis; Upstash REST variables → Upstash; neither → the database. Whichever it is
 * falls back to the next (Redis → the database → this instance's memory) while it fails.
 */
export function getRateLimitStore(): RateLimitStore {
  if (processStore.current) return processStore.current;
  const config = getConfig();
  const redis: FallibleLink | undefined = config.REDIS_URL
    ? tcpRedisLink(tcpRedisStore(config.REDIS_URL))
    : config.UPSTASH_REDIS_REST_URL && config.UPSTASH_REDIS_REST_TOKEN
      ? {
          store: upstashRestStore(config.UPSTASH_REDIS_REST_URL, config.UPSTASH_REDIS_REST_TOKEN),
          deadlineMs: REDIS_DEADLINE_MS,
        }
      : undefined;
  const chain: FallibleLink[] = [
    ...(redis ? [redis] : []),
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
