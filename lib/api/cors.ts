import { getConfig } from "../config/env";
import { MCP_PATH, mcpOriginAllowed } from "./mcp-origin";

/**
 * CORS for key-authenticated browser calls to /api/v1 (internal tools, prototypes). Never with
 * credentials: a cookie session from another origin is still refused by the wrapper's cross-site
 * check, so CORS opens nothing a page could not already do with a key it holds.
 */
export const CORS_ALLOWED_METHODS = "GET, POST, PATCH, DELETE, OPTIONS";
export const CORS_ALLOWED_HEADERS =
  "authorization, cb-api-key, content-type, idempotency-key, x-codebeam-client, x-request-id, mcp-protocol-version"; // [mcp] browser MCP clients
export const CORS_EXPOSED_HEADERS =
  "X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, X-Request-Id, Idempotent-Replayed";
const PREFLIGHT_MAX_AGE_SECONDS = "600";

/**
 * The Access-Control-Allow-Origin value for this request's Origin, or undefined when it is not
 * allowed. The MCP endpoint never answers `*`: it refuses foreign origins outright (DNS rebinding,
 * lib/api/mcp-origin.ts), so it names the one origin it accepted, and no other page may read it.
 */
function allowedOrigin(request: Request): string | undefined {
  const origin = request.headers.get("origin");
  if (new URL(request.url).pathname === MCP_PATH)
    return origin !== null && mcpOriginAllowed(origin) ? origin : undefined;
  const setting = getConfig().CORS_ALLOWED_ORIGINS;
  if (setting === "*" || setting === "") return "*";
  if (origin === null) return undefined;
  const allowed = setting.split(",").map((entry) => entry.trim().replace(/\/+$/, ""));
  return allowed.includes(origin) ? origin : undefined;
}

/** Headers every /api/v1 answer carries for a cross-origin caller. */
export function corsHeaders(request: Request): Record<string, string> {
  const origin = allowedOrigin(request);
  const headers: Record<string, string> = {};
  // A list answers per Origin, so caches must keep the answers apart.
  if (origin !== "*") headers.Vary = "Origin";
  if (origin === undefined) return headers;
  headers["Access-Control-Allow-Origin"] = origin;
  headers["Access-Control-Expose-Headers"] = CORS_EXPOSED_HEADERS;
  return headers;
}

/** The answer to an OPTIONS preflight of any /api/v1 path (proxy.ts sends them here). */
export function preflightResponse(request: Request): Response {
  const headers = corsHeaders(request);
  if (headers["Access-Control-Allow-Origin"]) {
    headers["Access-Control-Allow-Methods"] = CORS_ALLOWED_METHODS;
    headers["Access-Control-Allow-Headers"] = CORS_ALLOWED_HEADERS;
    headers["Access-Control-Max-Age"] = PREFLIGHT_MAX_AGE_SECONDS;
  }
  return new Response(null, { status: 204, headers: { ...headers, Allow: CORS_ALLOWED_METHODS } });
}
