import type { Caller } from "../auth/caller";
import { ApiError } from "../errors/api-error";
import { getConfig } from "../config/env";
import { getRateLimitStore } from "./store";
import type { LimitResult } from "./types";

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export interface RateLimitOutcome {
  headers: Record<string, string>;
  /** Set when a limit was hit: the 429 to answer with. */
  error?: ApiError;
}

function headersFor(result: LimitResult, rejected: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "X-RateLimit-Limit": String(result.limit),
    "X-RateLimit-Remaining": String(result.remaining),
    "X-RateLimit-Reset": String(Math.ceil(result.reset / 1000)),
  };
  if (rejected) headers["Retry-After"] = String(Math.max(1, Math.ceil((result.reset - Date.now()) / 1000)));
  return headers;
}

/**
 * The rate limits: anonymous per IP, users per user, keys per key per minute, plus one daily
 * cap per account shared by all its keys (UTC day). The headers describe the tighter limit.
 */
export async function enforceRateLimit(caller: Caller): Promise<RateLimitOutcome> {
  const config = getConfig();
  const store = getRateLimitStore();
  const [minuteKey, perMinute] =
    caller.kind === "anonymous"
      ? [`anon:${caller.ip}`, config.LIMIT_ANON_PER_MINUTE]
      : caller.kind === "session"
        ? [`user:${caller.userId}`, config.LIMIT_USER_PER_MINUTE]
        : [`key:${caller.keyId}`, config.LIMIT_KEY_PER_MINUTE];

  const minute = await store.hit(minuteKey, perMinute, MINUTE_MS);
  if (!minute.success) {
    const who =
      caller.kind === "anonymous" ? "this IP address" : caller.kind === "key" ? "this API key" : "your account";
    return {
      headers: headersFor(minute, true),
      error: new ApiError("RATE_LIMITED", `Rate limit exceeded: ${perMinute} requests per minute for ${who}.`),
    };
  }
  if (caller.kind !== "key") return { headers: headersFor(minute, false) };

  const day = await store.hit(`day:${caller.accountId}`, config.LIMIT_KEY_PER_DAY, DAY_MS);
  if (!day.success) {
    return {
      headers: headersFor(day, true),
      error: new ApiError(
        "DAILY_QUOTA_EXCEEDED",
        `Daily quota exceeded: ${config.LIMIT_KEY_PER_DAY} API-key requests per account per day; it resets at 00:00 UTC.`,
      ),
    };
  }
  return { headers: headersFor(day.remaining < minute.remaining ? day : minute, false) };
}
