import type { IncomingHttpHeaders } from "node:http";
import { OutboundRequestError } from "./outbound-error";
import { requestOnce } from "./request-once";
import { resolveTarget, type TargetPolicy } from "./resolve-target";

export interface GuardedRequest extends TargetPolicy {
  method?: "GET" | "POST" | "HEAD";
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** For the whole exchange, redirects included. Default 5 s. */
  timeoutMs?: number;
  /** For opening each connection. Default: the total timeout. */
  connectTimeoutMs?: number;
  /** Response body cap; more is refused (or cut off with `truncate`). Default 2 MB. */
  maxBytes?: number;
  truncate?: boolean;
  /** Default 3; 0 returns the 3xx answer itself. */
  maxRedirects?: number;
}

export interface GuardedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const withoutHeaders = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));

function parseTarget(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRequestError("scheme", "is not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundRequestError(
      "scheme",
      `uses ${url.protocol.replace(":", "")}; only http and https URLs can be fetched`,
    );
  }
  return url;
}

/**
 * The outbound-request guard, for every request to a user-supplied URL: http/https
 * only; each hop's host resolved and every address checked (see resolveTarget) and the socket
 * pinned to the checked address; redirects followed by hand and re-checked; timeouts; size cap.
 */
export async function fetchGuarded(target: string | URL, options: GuardedRequest = {}): Promise<GuardedResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  const maxRedirects = options.maxRedirects ?? 3;
  let url = parseTarget(target);
  let method = options.method ?? "GET";
  let body = options.body;
  let extraHeaders = { ...options.headers };
  for (let redirects = 0; ; redirects++) {
    const [address] = await resolveTarget(url.hostname, options);
    const headers = { "user-agent": "Codebeam/1.0 (+outbound guard)", "accept-encoding": "identity", ...extraHeaders };
    const response = await requestOnce({
      url,
      address,
      method,
      headers,
      body,
      deadline,
      connectTimeoutMs: options.connectTimeoutMs ?? timeoutMs,
      maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
      truncate: options.truncate,
    });
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || !location || maxRedirects === 0) return { ...response, url: url.href };
    if (redirects >= maxRedirects) throw new OutboundRequestError("redirects", `more than ${maxRedirects} redirects`);
    const next = parseTarget(new URL(location, url));
    if (next.origin !== url.origin) extraHeaders = withoutHeaders(extraHeaders, ["authorization", "cookie"]);
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === "POST")) {
      method = "GET";
      body = undefined;
      extraHeaders = withoutHeaders(extraHeaders, ["content-type", "content-length"]);
    }
    url = next;
  }
}
