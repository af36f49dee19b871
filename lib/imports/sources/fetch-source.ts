import type { IncomingHttpHeaders } from "node:http";
import { ApiError } from "../../errors/api-error";
import { fetchGuarded } from "../../net/fetch-guarded";
import { OutboundRequestError } from "../../net/outbound-error";

/** How a source request is retried: network errors, 5xx and 429 (with its Retry-After). */
export interface SourceRetry {
  /** Tries in all, the first included. */
  attempts: number;
  /** The first backoff; each next one doubles, with jitter. */
  baseMs: number;
  /** Cap of one wait, a backoff or a Retry-After. */
  maxDelayMs: number;
  /** Waits `ms` unless `signal` aborts first (tests record the waits instead of sleeping). */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export const DEFAULT_SOURCE_RETRY: SourceRetry = { attempts: 5, baseMs: 500, maxDelayMs: 60_000, sleep };

let retryDefaults: SourceRetry = DEFAULT_SOURCE_RETRY;

/**
 * Changes the retry every source request uses unless it names its own (tests: a tiny `baseMs`, or a
 * `sleep` that records the waits); no argument restores the defaults.
 */
export function setSourceRetryForTests(overrides?: Partial<SourceRetry>): void {
  retryDefaults = overrides ? { ...DEFAULT_SOURCE_RETRY, ...overrides } : DEFAULT_SOURCE_RETRY;
}

export const SOURCE_TIMEOUT_MS = 30_000;
export const SOURCE_MAX_BYTES = 16 * 1024 * 1024;

export interface SourceRequest {
  /** The source's name for people: "Bitly", "Shlink", "Dub". */
  source: string;
  url: URL;
  headers?: Record<string, string>;
  /** The option holding the credential, named when the source refuses it (401/403): "options.token". */
  credentialField: string;
  /** The option naming the source, for other failures: "options.baseUrl" (default "source"). */
  sourceField?: string;
  /** The URL is the user's own: it goes through the outbound-request guard (private addresses refused). */
  guarded?: boolean;
  signal?: AbortSignal;
  /** For one attempt. */
  timeoutMs?: number;
  maxBytes?: number;
  retry?: Partial<SourceRetry>;
}

interface Answer {
  status: number;
  header: (name: string) => string | undefined;
  body: Buffer;
}

/** A URL for messages: never its credentials or query. */
const describe = (url: URL) => `${url.origin}${url.pathname}`;

/** Seconds or an HTTP date, as a wait in ms; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * A 429's X-RateLimit-Reset (Dub, and others without Retry-After), as a wait in ms: epoch seconds,
 * or seconds from now when small.
 */
export function parseRateLimitReset(value: string | undefined, now = Date.now()): number | undefined {
  if (!value || !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  const seconds = Number(value.trim());
  return seconds > 1_000_000_000 ? Math.max(0, seconds * 1000 - now) : seconds * 1000;
}

/** Exponential backoff with "equal jitter": half the step fixed, half random. */
export function backoffMs(retry: Pick<SourceRetry, "baseMs" | "maxDelayMs">, failures: number): number {
  const step = Math.min(retry.maxDelayMs, retry.baseMs * 2 ** (failures - 1));
  return Math.round(step / 2 + Math.random() * (step / 2));
}

function tooLarge(request: SourceRequest, maxBytes: number): ApiError {
  const field = request.sourceField ?? "source";
  const message = `${request.source} answered more than ${maxBytes} bytes`;
  return new ApiError("INVALID_REQUEST", `${field}: ${message}`, [{ field, message }]);
}

async function readBounded(response: Response, maxBytes: number, request: SourceRequest): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(request, maxBytes);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge(request, maxBytes);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

const headerOf = (headers: IncomingHttpHeaders) => (name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** A failure worth another try (the network, a timeout); anything else is thrown as is. */
class Transient extends Error {}

async function attemptTrusted(request: SourceRequest, timeoutMs: number, maxBytes: number): Promise<Answer> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(request.url, { headers: request.headers, signal, redirect: "follow" });
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    throw new Transient(timeout.aborted ? "did not answer in time" : plain(error));
  }
  try {
    const body = await readBounded(response, maxBytes, request);
    return { status: response.status, header: (name) => response.headers.get(name) ?? undefined, body };
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    if (error instanceof ApiError) throw error;
    throw new Transient(timeout.aborted ? "did not answer in time" : plain(error));
  }
}

async function attemptGuarded(request: SourceRequest, timeoutMs: number, maxBytes: number): Promise<Answer> {
  const field = request.sourceField ?? "source";
  // One byte past the cap, cut off, tells "too large" apart: the guard's refusal of a body over its cap
  // (truncate off) is not relied on here.
  const exchange = fetchGuarded(request.url, {
    headers: request.headers,
    timeoutMs,
    maxBytes: maxBytes + 1,
    truncate: true,
  });
  let aborted: Promise<never> | undefined;
  let onAbort: (() => void) | undefined;
  if (request.signal) {
    const signal = request.signal;
    aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason);
      if (signal.aborted) onAbort();
      else signal.addEventListener("abort", onAbort, { once: true });
    });
    exchange.catch(() => {}); // answered after an abort: nobody waits for it
  }
  try {
    const response = await (aborted ? Promise.race([exchange, aborted]) : exchange);
    if (response.body.length > maxBytes) throw tooLarge(request, maxBytes);
    return { status: response.status, header: headerOf(response.headers), body: response.body };
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    if (error instanceof ApiError) throw error;
    if (error instanceof OutboundRequestError) {
      if (error.reason === "timeout" || error.reason === "network") throw new Transient(error.message);
      throw new ApiError(
        "INVALID_REQUEST",
        `${field}: ${request.source} at ${describe(request.url)}: ${error.message}`,
        [{ field, message: error.message }],
      );
    }
    throw new Transient(plain(error));
  } finally {
    if (onAbort) request.signal?.removeEventListener("abort", onAbort);
  }
}

function plain(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (cause?.code) return `the connection failed (${cause.code})`;
  return error instanceof Error ? error.message : "the connection failed";
}

/**
 * A JSON GET to an import source: retried with exponential backoff and jitter on network errors,
 * timeouts, 5xx and 429 (waiting its Retry-After, capped); a refused credential (401/403) is an
 * ApiError naming the credential's field, any other answer that is not 2xx one naming the source.
 * Messages carry the source's address, never a header, so never a token.
 */
export async function fetchSourceJson<T>(request: SourceRequest): Promise<T> {
  const retry = { ...retryDefaults, ...request.retry };
  const attempts = Math.max(1, retry.attempts);
  const timeoutMs = request.timeoutMs ?? SOURCE_TIMEOUT_MS;
  const maxBytes = request.maxBytes ?? SOURCE_MAX_BYTES;
  const field = request.sourceField ?? "source";
  const where = describe(request.url);
  let lastProblem = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let wait: number | undefined;
    try {
      const answer = request.guarded
        ? await attemptGuarded(request, timeoutMs, maxBytes)
        : await attemptTrusted(request, timeoutMs, maxBytes);
      if (answer.status >= 200 && answer.status < 300) {
        try {
          return JSON.parse(answer.body.toString("utf8")) as T;
        } catch {
          throw new ApiError("INVALID_REQUEST", `${field}: ${request.source} at ${where} did not answer JSON`, [
            { field, message: `${request.source} did not answer JSON` },
          ]);
        }
      }
      if (answer.status === 401 || answer.status === 403) {
        const message = `${request.source} refused it (HTTP ${answer.status})`;
        throw new ApiError("INVALID_REQUEST", `${request.credentialField}: ${message}`, [
          { field: request.credentialField, message },
        ]);
      }
      if (answer.status !== 429 && answer.status !== 408 && answer.status < 500) {
        const message = `${request.source} answered HTTP ${answer.status} for ${where}`;
        throw new ApiError("INVALID_REQUEST", `${field}: ${message}`, [{ field, message }]);
      }
      lastProblem = `answered HTTP ${answer.status}`;
      const retryAfter =
        parseRetryAfter(answer.header("retry-after")) ??
        (answer.status === 429 ? parseRateLimitReset(answer.header("x-ratelimit-reset")) : undefined);
      if (retryAfter !== undefined) wait = Math.min(retry.maxDelayMs, retryAfter);
    } catch (error) {
      if (!(error instanceof Transient)) throw error;
      lastProblem = error.message;
    }
    if (attempt < attempts) await retry.sleep(wait ?? backoffMs(retry, attempt), request.signal);
  }
  const message = `${request.source} at ${where} could not be read: ${lastProblem} (${attempts} attempts)`;
  throw new ApiError("INVALID_REQUEST", `${field}: ${message}`, [{ field, message }]);
}

/** `base` with `path` appended to its own path (a base URL may carry a prefix: https://host/shlink). */
export function joinUrl(base: string | URL, path: string, query: Record<string, string | number | undefined> = {}) {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  url.search = "";
  url.hash = "";
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  return url;
}

/** An ISO 8601 date from a source's date ("2019-01-01T00:00:00+0000" too), or the text unchanged. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== "string" || !value) return null;
  const at = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(at) ? value : new Date(at).toISOString();
}

/** A required, non-empty string option, or a 400 naming it. */
export function requiredString(value: unknown, field: string): string {
  if (typeof value !== "string" || !value.trim()) {
    throw new ApiError("INVALID_REQUEST", `${field}: is required`, [{ field, message: "is required" }]);
  }
  return value.trim();
}
