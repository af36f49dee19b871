/** One offending field of a 400 answer. */
export interface FieldIssue {
  field: string;
  message: string;
}

interface ErrorInit {
  status: number;
  code: string;
  message: string;
  details?: FieldIssue[];
  requestId?: string;
  headers?: Headers;
}

/** Every error the client throws. `status` is 0 when no HTTP answer arrived. */
export class CodebeamError extends Error {
  readonly status: number;
  /** The server's code (`INVALID_REQUEST`, `NOT_FOUND`, …), upper case in both body shapes. */
  readonly code: string;
  readonly details: FieldIssue[];
  /** The X-Request-Id of the failed answer: quote it when reporting a problem. */
  readonly requestId?: string;
  readonly headers?: Headers;

  constructor(init: ErrorInit) {
    super(init.message);
    this.name = new.target.name;
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.requestId = init.requestId;
    this.headers = init.headers;
  }
}

/** 401: the key is missing, malformed, unknown or revoked. */
export class AuthenticationError extends CodebeamError {}

/** 403 for a key that lacks a permission the operation needs (e.g. `qrcode:create`). */
export class PermissionError extends AuthenticationError {}

/** 403 CREDIT_EXHAUSTED: not enough credits for a dynamic code. */
export class CreditExhaustedError extends CodebeamError {}

/** 429: the per-minute rate limit or the daily quota is used up. */
export class RateLimitError extends CodebeamError {
  /** Seconds to wait (Retry-After). */
  readonly retryAfter?: number;
  readonly limit?: number;
  readonly remaining?: number;
  /** Unix seconds at which the window resets. */
  readonly reset?: number;

  constructor(init: ErrorInit) {
    super(init);
    const number = (name: string) => {
      const value = init.headers?.get(name);
      return value == null || value === "" || Number.isNaN(Number(value)) ? undefined : Number(value);
    };
    this.retryAfter = number("retry-after");
    this.limit = number("x-ratelimit-limit");
    this.remaining = number("x-ratelimit-remaining");
    this.reset = number("x-ratelimit-reset");
  }
}

/** No answer: the network failed, or the request was aborted by its timeout. */
export class ConnectionError extends CodebeamError {
  constructor(message: string, cause?: unknown) {
    super({ status: 0, code: "CONNECTION_ERROR", message });
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
  }
}

/** The request took longer than `timeoutMs`. */
export class TimeoutError extends ConnectionError {
  constructor(timeoutMs: number) {
    super(`The request timed out after ${timeoutMs} ms.`);
    (this as { code: string }).code = "TIMEOUT";
  }
}

type ErrorBody = { error?: unknown; code?: unknown; message?: unknown; details?: unknown; requestId?: unknown };

/** The error an HTTP error answer stands for; reads both body shapes (flat /api/v1, nested users). */
export function errorFromResponse(status: number, headers: Headers, body: unknown): CodebeamError {
  const flat = (body && typeof body === "object" ? body : {}) as ErrorBody;
  const source = (flat.error && typeof flat.error === "object" ? flat.error : flat) as ErrorBody;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
  const init: ErrorInit = {
    status,
    code: (text(source.code) ?? `HTTP_${status}`).toUpperCase(),
    message: text(source.message) ?? text(flat.error) ?? `The server answered ${status}.`,
    details: Array.isArray(source.details) ? (source.details as FieldIssue[]) : [],
    requestId: text(source.requestId) ?? headers.get("x-request-id") ?? undefined,
    headers,
  };
  if (status === 401) return new AuthenticationError(init);
  if (status === 429) return new RateLimitError(init);
  if (status === 403 && init.code === "CREDIT_EXHAUSTED") return new CreditExhaustedError(init);
  if (status === 403 && init.code === "FORBIDDEN") return new PermissionError(init);
  return new CodebeamError(init);
}
