export interface LimitResult {
  success: boolean;
  limit: number;
  remaining: number;
  /** Unix milliseconds at which the window ends. */
  reset: number;
}

/**
 * A fixed-window counter store. Windows are aligned to the Unix epoch, so a one-day window ends
 * at 00:00 UTC. Every store (Redis over TCP, Upstash REST, the database) passes the same contract
 * tests (tests/ratelimit/store-contract.test.ts).
 */
export interface RateLimitStore {
  readonly name: string;
  hit(key: string, limit: number, windowMs: number): Promise<LimitResult>;
}

/** Which store counts the rate limits right now (lib/ratelimit/fallback-store.ts). */
export interface RateLimitStoreStatus {
  /** The configured store: "redis", "upstash" or "database". */
  store: string;
  /** The store serving in its place while it fails ("database" or "memory"); null while it answers. */
  fallback: string | null;
  /** Unix milliseconds since which this store has been serving. */
  since: number;
}
