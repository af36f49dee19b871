import { getConfig } from "../config/env";
import { databaseStore } from "./database-store";
import { tcpRedisStore, upstashRestStore } from "./redis-store";
import type { RateLimitStore } from "./types";

// One store (one Redis connection) per process, shared by the server bundle's short-link images and
// Next's route handlers, which each hold their own copy of this module.
const holder = globalThis as typeof globalThis & { __codebeamRateLimitStore?: RateLimitStore };

/** REDIS_URL → TCP Redis; Upstash REST variables → Upstash; neither → the database. */
export function getRateLimitStore(): RateLimitStore {
  if (holder.__codebeamRateLimitStore) return holder.__codebeamRateLimitStore;
  const config = getConfig();
  const store = config.REDIS_URL
    ? tcpRedisStore(config.REDIS_URL)
    : config.UPSTASH_REDIS_REST_URL && config.UPSTASH_REDIS_REST_TOKEN
      ? upstashRestStore(config.UPSTASH_REDIS_REST_URL, config.UPSTASH_REDIS_REST_TOKEN)
      : databaseStore();
  holder.__codebeamRateLimitStore = store;
  return store;
}

export function useRateLimitStore(store: RateLimitStore | undefined): void {
  holder.__codebeamRateLimitStore = store;
}
