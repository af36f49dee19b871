import { isDatabaseUnavailable } from "../db/is-database-unavailable";
import { ApiError } from "./api-error";

/**
 * Turns anything thrown into an ApiError: a database outage or a query cut short by its timeout is
 * a 503 (try again), anything else unknown a bare 500 (logged, never shown).
 */
export function toApiError(thrown: unknown): ApiError {
  if (thrown instanceof ApiError) return thrown;
  if (isDatabaseUnavailable(thrown)) {
    console.error("[api] database unavailable:", (thrown as Error).message?.split("\n").filter(Boolean).at(-1));
    return new ApiError("SERVICE_UNAVAILABLE", "The database is unavailable right now. Try again in a moment.");
  }
  console.error("[api] unhandled error", thrown);
  return new ApiError("INTERNAL_ERROR", "Something went wrong on our side. Try again later.");
}
