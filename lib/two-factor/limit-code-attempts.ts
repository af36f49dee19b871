import { getConfig } from "../config/env";
import { ApiError } from "../errors/api-error";
import { MINUTE_MS } from "../ratelimit/enforce-rate-limit";
import { getRateLimitStore } from "../ratelimit/store";

/**
 * Codes checked for one user (enrol, disable) are limited like sign-in attempts
 * (LIMIT_SIGNIN_PER_MINUTE), so six digits cannot be guessed at the session's request rate.
 */
export async function limitCodeAttempts(userId: string): Promise<void> {
  const result = await getRateLimitStore().hit(`two-factor:${userId}`, getConfig().LIMIT_SIGNIN_PER_MINUTE, MINUTE_MS);
  if (!result.success) {
    const seconds = Math.max(1, Math.ceil((result.reset - Date.now()) / 1000));
    throw new ApiError("RATE_LIMITED", `Too many codes tried. Try again in ${seconds} seconds.`);
  }
}
