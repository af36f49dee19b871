import type { ApiError } from "../errors/api-error";

// The error type, its codes and statuses are transport-neutral (lib/errors); this module adds the
// HTTP bodies. The re-exports keep `lib/api/errors` the one import for routes and the wrapper.
export { ApiError, type ErrorCode, type FieldIssue, invalid, STATUS_BY_CODE } from "../errors/api-error";
export { toApiError } from "../errors/to-api-error";

const CLASS_BY_STATUS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  413: "Content Too Large",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** The two error body shapes: flat for /api/v1, nested for the users endpoints (as the spec gives them). */
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
