import { getConfig } from "../config/env";
import { processSlot } from "../runtime/process-singleton";
import { databaseStore } from "./database-store";
import { tcpRedisStore, upstashRestStore } from "./redis-store";
import type { RateLimitStore } from "./types";

// One store (one Redis connection) per process, shared by the server bundle's short-link pages and
// Next's route handlers.
const processStore = processSlot<RateLimitStore>("rate-limit store");

/** REDIS_URL → TCP Redis; Upstash REST variables → Upstash; neither → the database. */
export function getRateLimitStore(): RateLimitStore {
  if (processStore.current) return processStore.current;
  const config = getConfig();
  const store = config.REDIS_URL
    ? tcpRedisStore(config.REDIS_URL)
    : config.UPSTASH_REDIS_REST_URL && config.UPSTASH_REDIS_REST_TOKEN
      ? upstashRestStore(config.UPSTASH_REDIS_REST_URL, config.UPSTASH_REDIS_REST_TOKEN)
      : databaseStore();
  processStore.current = store;
  return store;
}

export function useRateLimitStore(store: RateLimitStore | undefined): void {
  processStore.current = store;
}
