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
  | "INTERNAL_ERROR";

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
};

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

/** Turns anything thrown into an ApiError; unknown errors become a bare 500 (logged, never shown). */
export function toApiError(thrown: unknown): ApiError {
  if (thrown instanceof ApiError) return thrown;
  console.error("[api] unhandled error", thrown);
  return new ApiError("INTERNAL_ERROR", "Something went wrong on our side. Try again later.");
}
