import { LRUCache } from "lru-cache";
import { registerCache } from "../server/memory-report";

export interface RepeatLimiterOptions {
  /** Most counted scans of one key within any `windowMs`; 0 counts every scan (no limit). */
  limit: number;
  windowMs: number;
  /** Most keys remembered; the least recently seen are forgotten first (they start afresh). */
  maxTracked: number;
  /** Milliseconds on a monotonic clock; tests pass their own. */
  now?: () => number;
}

export interface RepeatLimiter {
  /**
   * Decides, at once and in memory, whether a scan under `key` (code, event type, visitor) is
   * counted (true, and it takes a place in the window) or is a repeat beyond the limit (false).
   */
  admit(key: string): boolean;
}

/** Counts every scan: for settings with the limit turned off, and tests of exact recording. */
export const UNLIMITED: RepeatLimiter = { admit: () => true };

/**
 * A sliding window per key, kept in this process only: each key holds the times of its counted
 * scans in the last `windowMs` (at most `limit` numbers), so a scan is counted exactly when fewer
 * than `limit` were counted in the `windowMs` before it. No database round trip, bounded memory
 * (`maxTracked` keys × `limit` times). Several server instances each apply the limit on their own.
 */
export function createRepeatLimiter({
  limit,
  windowMs,
  maxTracked,
  now = () => performance.now(),
}: RepeatLimiterOptions): RepeatLimiter {
  if (limit <= 0) return UNLIMITED;
  // maxTracked keys, each a hex visitor hash (~64 characters) and at most `limit` times: in bytes,
  // about maxTracked × (250 + 8 × limit), e.g. 50,000 × 330 B ≈ 16 MB at the default limit of 10.
  const windows = new LRUCache<string, number[]>({ max: maxTracked });
  const perKey = 250 + 8 * limit;
  registerCache("repeat windows", () => ({
    entries: windows.size,
    bytes: windows.size * perKey,
    maxBytes: maxTracked * perKey,
  }));
  return {
    admit(key) {
      const at = now();
      const times = windows.get(key);
      if (!times) {
        windows.set(key, [at]);
        return true;
      }
      // Ascending; drop the times that slid out of the window.
      let expired = 0;
      while (expired < times.length && times[expired] <= at - windowMs) expired++;
      if (expired > 0) times.splice(0, expired);
      if (times.length >= limit) return false;
      times.push(at);
      return true;
    },
  };
}
