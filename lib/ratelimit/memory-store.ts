import { LRUCache } from "lru-cache";
import type { LimitResult, RateLimitStore } from "./types";

// Each counter is one key of a few dozen characters and a number: about 200 bytes with the cache's
// own bookkeeping, so 20,000 of them stay near 4 MB.
const DEFAULT_MAX_COUNTERS = 20_000;

/**
 * Fixed-window counters in this process only: the last link of the fallback chain
 * (lib/ratelimit/fallback-store.ts), serving while neither Redis nor the database answers. The
 * windows are the other stores' (aligned to the epoch), so a window's reset is the same whichever
 * store counted it. Memory is bounded: past `maxCounters`, the least recently hit counter is
 * forgotten and its key starts afresh, which only ever lets a forgotten caller through early.
 */
export function memoryStore(maxCounters = DEFAULT_MAX_COUNTERS): RateLimitStore {
  // One entry per key and window; an old window's entry is never read again and ages out of the LRU.
  const counts = new LRUCache<string, number>({ max: maxCounters });
  return {
    name: "memory",
    async hit(key, limit, windowMs): Promise<LimitResult> {
      const bucket = Math.floor(Date.now() / windowMs);
      const reset = (bucket + 1) * windowMs;
      const id = `${key}:${windowMs}:${bucket}`;
      const count = (counts.get(id) ?? 0) + 1;
      counts.set(id, count);
      return { success: count <= limit, limit, remaining: Math.max(0, limit - count), reset };
    },
  };
}
