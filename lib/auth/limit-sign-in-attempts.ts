import { getConfig } from "../config/env";
import { MINUTE_MS } from "../ratelimit/enforce-rate-limit";
import { getRateLimitStore } from "../ratelimit/store";

/** Sign-in attempts are limited per IP and per email address; past the limit, none is checked. */
export async function limitSignInAttempts(ip: string, email: string): Promise<void> {
  const limit = getConfig().LIMIT_SIGNIN_PER_MINUTE;
  const store = getRateLimitStore();
  const [byIp, byEmail] = await Promise.all([
    store.hit(`signin-ip:${ip}`, limit * 4, MINUTE_MS),
    store.hit(`signin-email:${email}`, limit, MINUTE_MS),
  ]);
  const blocked = [byIp, byEmail].find((result) => !result.success);
  if (blocked) {
    const seconds = Math.max(1, Math.ceil((blocked.reset - Date.now()) / 1000));
    throw new Error(`Too many sign-in attempts. Try again in ${seconds} seconds.`);
  }
}
