import type { ErrorCode } from "../api/errors";
import { errorBody, type ErrorShape } from "../api/errors";
import { ApiError, type FieldIssue } from "../errors/api-error";

// One example answer per error code, as the server writes it (errorBody, with a request id).

const MESSAGES: Record<ErrorCode, [string, FieldIssue[]?]> = {
  INVALID_REQUEST: ["content: is required", [{ field: "content", message: "is required" }]],
  UNAUTHORIZED: ["Invalid or revoked API key."],
  FORBIDDEN: ["This API key lacks the qrcode:create permission."],
  CREDIT_EXHAUSTED: ["Not enough credits: a dynamic code costs 10, the balance is 4."],
  STATIC_QUOTA_EXCEEDED: ["Monthly static-code quota reached (100 this month); it resets on the 1st (UTC)."],
  NOT_FOUND: ["QR code not found."],
  CONFLICT: ["A user with this email already exists."],
  LAST_OWNER: ["You are this workspace's last OWNER: make another member OWNER first."],
  DOMAIN_TAKEN: ["go.brand.com is already added to another workspace."],
  DOMAIN_IN_USE: ["3 live codes use go.brand.com: move or expire them first, or delete with ?force=true."],
  SLUG_TAKEN: ["The slug menu is taken on go.brand.com: choose another."],
  RATE_LIMITED: ["Rate limit exceeded: 60 requests per minute for this API key."],
  DAILY_QUOTA_EXCEEDED: ["Daily quota exceeded: 1000 API-key requests per account per day; it resets at 00:00 UTC."],
  IDEMPOTENCY_KEY_REUSED: ["Idempotency-Key was already used with a different request."],
  IDEMPOTENCY_KEY_IN_USE: ["A request with this Idempotency-Key is still running; retry shortly."],
  AI_CODE_NOT_CLONABLE: ["An AI code cannot be cloned: create a new AI code instead."],
  INVITATION_EXPIRED: ["This invitation has expired: ask for a new one."],
  INVITATION_USED: ["This invitation was used already."],
  INVITATION_REVOKED: ["This invitation was revoked: ask for a new one."],
  PAYLOAD_TOO_LARGE: [
    "body: must be at most 262144 bytes",
    [{ field: "body", message: "must be at most 262144 bytes" }],
  ],
  HEADERS_TOO_LARGE: [
    "The request line and headers exceed 16 KB: send long inputs in a POST body instead of the query string.",
  ],
  METHOD_NOT_ALLOWED: ["TRACE is not allowed on /api/v1/qrcodes; allowed: GET, HEAD, POST, OPTIONS."],
  INTERNAL_ERROR: ["Something went wrong on our side; quote the request id when reporting it."],
  SERVICE_UNAVAILABLE: ["The database is unavailable right now; try again shortly."],
};

const REQUEST_ID = "req_9f86d081884c4d659a2feaa0c55ad015";

/** The documented example of `code` in the operation's error shape. */
export function errorExample(code: ErrorCode, shape: ErrorShape): unknown {
  const [message, details] = MESSAGES[code];
  const body = errorBody(new ApiError(code, message, details), shape) as Record<string, unknown>;
  if (shape === "nested") return { error: { ...(body.error as object), requestId: REQUEST_ID } };
  return { ...body, requestId: REQUEST_ID };
}
