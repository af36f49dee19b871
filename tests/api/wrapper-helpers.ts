import { expect } from "vitest";
import type { CallResult } from "../helpers/http";

// Shared by tests/api/wrapper-rate-limits.test.ts and wrapper-requests.test.ts (lib/api/with-api.ts).

export const keyBody = { name: "ci", permissions: ["qrcode:generate"] };

/** The X-RateLimit-* headers, each checked to be a whole number. */
export function rateHeaders(result: CallResult) {
  const [limit, remaining, reset] = ["limit", "remaining", "reset"].map((name) =>
    result.headers.get(`x-ratelimit-${name}`),
  );
  for (const value of [limit, remaining, reset]) expect(value, "X-RateLimit-* header").toMatch(/^\d+$/);
  return { limit: Number(limit), remaining: Number(remaining), reset: Number(reset) };
}
