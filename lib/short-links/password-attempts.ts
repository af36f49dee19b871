import { DAY_MS, MINUTE_MS } from "../ratelimit/enforce-rate-limit";
import { getRateLimitStore } from "../ratelimit/store";
import { networkOf } from "../net/network-of";

// Attempts on one code from one network, right and wrong alike (a right one sets a pass cookie, so
// a visitor needs one). Each stage's wait is longer than the last: ten tries, then a pause until
// the ten minutes end; twenty in an hour; forty in a day. A 4-digit PIN then takes about 250 days
// from one network. Keyed on the network alone: a visitor's user agent and cookies are theirs to
// change, their address is not.
const PER_CODE = [
  { limit: 10, windowMs: 10 * MINUTE_MS },
  { limit: 20, windowMs: 60 * MINUTE_MS },
  { limit: 40, windowMs: DAY_MS },
];
// All codes together from one network: walking many codes is no way around the stages above.
const PER_NETWORK = { limit: 100, windowMs: 60 * MINUTE_MS };

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one password attempt on `codeId` from `ip` in the shared rate-limit store (Redis when set,
 * else the database), so every server instance counts the same attempts. While that store fails,
 * lib/ratelimit/fallback-store.ts counts them in the next one (at worst this instance's memory):
 * an outage does not fail the redirect.
 */
export async function admitPasswordAttempt(codeId: string, ip: string): Promise<AttemptVerdict> {
  const network = networkOf(ip);
  const store = getRateLimitStore();
  const results = await Promise.all([
    ...PER_CODE.map(({ limit, windowMs }) =>
      store.hit(`link-password:${codeId}:${network}:${windowMs}`, limit, windowMs),
    ),
    store.hit(`link-password-net:${network}`, PER_NETWORK.limit, PER_NETWORK.windowMs),
  ]);
  const refused = results.filter((result) => !result.success);
  if (refused.length === 0) return { allowed: true };
  const until = Math.max(...refused.map((result) => result.reset));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)) };
}
