import { ConnectionError, errorFromResponse, TimeoutError } from "./errors";

declare const __SDK_VERSION__: string;
export const VERSION: string = typeof __SDK_VERSION__ === "string" ? __SDK_VERSION__ : "0.0.0-dev";

/** Options every method takes last. */
export interface RequestOptions {
  /** Aborts the request (and any wait between retries). */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
  /** For creates: your own key instead of the automatic one (e.g. an order id). */
  idempotencyKey?: string;
}

export interface TransportConfig {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  fetch: typeof fetch;
}

export interface Call {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  query?: object;
  body?: unknown;
  /** Creates send an Idempotency-Key (one per call, the same on each retry). */
  idempotent?: boolean;
  /** Safe to repeat although a POST (nothing is saved). */
  safe?: boolean;
  binary?: boolean;
  /** The Accept header of a binary answer; default image/*. */
  accept?: string;
}

const MAX_RETRY_WAIT_MS = 20_000;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;

/** A version 4 UUID, with a fallback where crypto.randomUUID is missing (old Node, insecure pages). */
function uuid(): string {
  const crypto = globalThis.crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (crypto?.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Exponential backoff with jitter: half the step fixed, half random. */
const backoff = (attempt: number) => {
  const step = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return step / 2 + Math.random() * (step / 2);
};

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener("abort", abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener("abort", abort, { once: true });
  });
}

function urlOf(baseUrl: string, path: string, query?: object): string {
  const url = new URL(baseUrl.replace(/\/+$/, "") + path);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** Browsers refuse (or preflight) a User-Agent header; X-Codebeam-Client names the client there. */
const isBrowser = typeof window !== "undefined" && typeof document !== "undefined";

export class Transport {
  constructor(private readonly config: TransportConfig) {}

  async request<T>(call: Call, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.config.apiKey}`,
      accept: call.binary ? (call.accept ?? "image/*") : "application/json",
      "x-codebeam-client": `codebeam-sdk-js/${VERSION}`,
    };
    if (!isBrowser) headers["user-agent"] = `codebeam-sdk-js/${VERSION}`;
    if (call.body !== undefined) headers["content-type"] = "application/json";
    if (call.idempotent) headers["idempotency-key"] = options.idempotencyKey ?? uuid();
    const retryable = call.method === "GET" || call.method === "DELETE" || call.idempotent || call.safe;
    const url = urlOf(this.config.baseUrl, call.path, call.query);
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);

    for (let attempt = 0; ; attempt++) {
      const canRetry = retryable && attempt < this.config.maxRetries;
      let answer: Answer;
      try {
        answer = await this.attempt(url, { method: call.method, headers, body }, options, call.binary);
      } catch (error) {
        if (!(error instanceof ConnectionError) || !canRetry) throw error;
        await sleep(backoff(attempt), options.signal);
        continue;
      }
      const { response, data } = answer;
      if (response.ok) return data as T;

      const error = errorFromResponse(response.status, response.headers, data);
      const transient = response.status >= 500 || response.status === 429 || error.code === "IDEMPOTENCY_KEY_IN_USE";
      const retryAfter = Number(response.headers.get("retry-after"));
      const wait = retryAfter > 0 ? retryAfter * 1000 : backoff(attempt);
      if (!canRetry || !transient || wait > MAX_RETRY_WAIT_MS) throw error;
      await sleep(wait, options.signal);
    }
  }

  /**
   * Opens an event stream (one attempt, no timeout: it stays open). The response is handed over
   * unread when it succeeds; a refusal throws its error class.
   */
  async openStream(path: string, lastEventId: string | undefined, signal: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.config.apiKey}`,
      accept: "text/event-stream",
      "x-codebeam-client": `codebeam-sdk-js/${VERSION}`,
    };
    if (!isBrowser) headers["user-agent"] = `codebeam-sdk-js/${VERSION}`;
    if (lastEventId) headers["last-event-id"] = lastEventId;
    const url = urlOf(this.config.baseUrl, path);
    let response: Response;
    try {
      response = await this.config.fetch(url, { method: "GET", headers, signal });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw new ConnectionError(`Could not reach ${new URL(url).origin}: ${(error as Error)?.message ?? error}`, error);
    }
    if (!response.ok) throw errorFromResponse(response.status, response.headers, parseJson(await response.text()));
    return response;
  }

  /** One attempt, answer read in full, aborted by the timeout or the caller's signal. */
  private async attempt(url: string, init: RequestInit, options: RequestOptions, binary?: boolean): Promise<Answer> {
    const timeoutMs = options.timeoutMs ?? this.config.timeoutMs;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimeoutError(timeoutMs)), timeoutMs);
    const caller = options.signal;
    const forward = () => controller.abort(caller!.reason);
    if (caller?.aborted) forward();
    caller?.addEventListener("abort", forward, { once: true });
    try {
      const response = await this.config.fetch(url, { ...init, signal: controller.signal });
      if (response.ok && binary) return { response, data: new Uint8Array(await response.arrayBuffer()) };
      return { response, data: parseJson(await response.text()) };
    } catch (error) {
      if (caller?.aborted) throw caller.reason; // the caller's own abort is theirs, never retried
      if (controller.signal.reason instanceof TimeoutError) throw controller.signal.reason;
      throw new ConnectionError(`Could not reach ${new URL(url).origin}: ${(error as Error)?.message ?? error}`, error);
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener("abort", forward);
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

interface Answer {
  response: Response;
  data: unknown;
}
