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
