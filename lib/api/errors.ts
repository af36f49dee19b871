import { isDatabaseUnavailable } from "../db/is-database-unavailable";

export interface FieldIssue {
  field: string;
  message: string;
}

/** Every failure the API reports; `code` picks the HTTP status through STATUS_BY_CODE. */
export type ErrorCode =
  | "INVALID_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "CREDIT_EXHAUSTED"
  | "STATIC_QUOTA_EXCEEDED"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "DAILY_QUOTA_EXCEEDED"
  | "IDEMPOTENCY_KEY_REUSED"
  | "IDEMPOTENCY_KEY_IN_USE"
  | "INTERNAL_ERROR"
  | "SERVICE_UNAVAILABLE";

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  INVALID_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CREDIT_EXHAUSTED: 403,
  STATIC_QUOTA_EXCEEDED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  DAILY_QUOTA_EXCEEDED: 429,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

const CLASS_BY_STATUS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** Seconds a client should wait after a 503 (the short links' 503 page says the same). */
const RETRY_AFTER_SECONDS = "1";

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }

  /** Headers the answer carries besides the body: Retry-After on a 503. */
  get headers(): Record<string, string> {
    return this.code === "SERVICE_UNAVAILABLE" ? { "Retry-After": RETRY_AFTER_SECONDS } : {};
  }
}

export const invalid = (field: string, message: string) =>
  new ApiError("INVALID_REQUEST", `${field}: ${message}`, [{ field, message }]);

/** The two body shapes of DESIGN.md: flat for /api/v1, nested for the users endpoints. */
export type ErrorShape = "flat" | "nested";

export function errorBody(error: ApiError, shape: ErrorShape): unknown {
  if (shape === "nested") {
    const code = error.code === "INVALID_REQUEST" ? "invalid_request" : error.code.toLowerCase();
    return { error: { code, message: error.message, details: error.details ?? [] } };
  }
  const body: Record<string, unknown> = {
    error: CLASS_BY_STATUS[error.status] ?? "Error",
    code: error.code,
    message: error.message,
  };
  if (error.details?.length) body.details = error.details;
  return body;
}

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
