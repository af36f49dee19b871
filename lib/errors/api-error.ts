// The one error type of the domain: services, the renderer and lib/net throw it without knowing
// who asked. lib/api turns it into an HTTP answer; the CLI prints it. The status of each code is
// data here (the CLI and the OpenAPI document read it too), the body shapes live in lib/api.

export interface FieldIssue {
  field: string;
  message: string;
}

/** Every failure Codebeam reports; `code` picks the HTTP status through STATUS_BY_CODE. */
export type ErrorCode =
  | "INVALID_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "CREDIT_EXHAUSTED"
  | "STATIC_QUOTA_EXCEEDED"
  | "NOT_FOUND"
  | "CONFLICT"
  | "LAST_OWNER"
  | "DOMAIN_TAKEN"
  | "DOMAIN_IN_USE"
  | "SLUG_TAKEN"
  | "RATE_LIMITED"
  | "DAILY_QUOTA_EXCEEDED"
  | "IDEMPOTENCY_KEY_REUSED"
  | "IDEMPOTENCY_KEY_IN_USE"
  | "AI_CODE_NOT_CLONABLE"
  | "INVITATION_EXPIRED"
  | "INVITATION_USED"
  | "INVITATION_REVOKED"
  | "PAYLOAD_TOO_LARGE"
  | "HEADERS_TOO_LARGE"
  | "METHOD_NOT_ALLOWED"
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
  // A workspace keeps at least one OWNER: the last cannot leave, be removed or be demoted.
  LAST_OWNER: 409,
  // Branded domains (lib/domains): a hostname another workspace holds; a domain live codes still use;
  // a slug already on the domain.
  DOMAIN_TAKEN: 409,
  DOMAIN_IN_USE: 409,
  SLUG_TAKEN: 409,
  RATE_LIMITED: 429,
  DAILY_QUOTA_EXCEEDED: 429,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  AI_CODE_NOT_CLONABLE: 400,
  // An invitation link that can no longer be used (lib/invitations/accept-invitation.ts).
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 410,
  INVITATION_REVOKED: 410,
  PAYLOAD_TOO_LARGE: 413,
  // Answered by the server before any route runs (lib/server/malformed-requests.ts).
  HEADERS_TOO_LARGE: 431,
  // A method no route serves (TRACE, CONNECT, made-up tokens), answered with Allow by lib/server/unsupported-methods.ts.
  METHOD_NOT_ALLOWED: 405,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
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

/** A 400 on one field: "field: message", with the field named in `details`. */
export const invalid = (field: string, message: string) =>
  new ApiError("INVALID_REQUEST", `${field}: ${message}`, [{ field, message }]);
