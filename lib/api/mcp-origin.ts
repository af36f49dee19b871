import { getConfig } from "../config/env";
import { WILDCARD_HOSTS } from "../config/listening-url";

// DNS rebinding (the MCP Streamable HTTP transport's security warning): a page on an attacker's
// domain that re-resolves to this server's address reaches it with the attacker's Host and Origin.
// So /api/v1/mcp answers only requests addressed to a name this server goes by, and from a browser
// only pages of this server, of the machine itself, or origins the operator listed.

export const MCP_PATH = "/api/v1/mcp";

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The hostname of a Host header or origin ("Example.com:3000" → "example.com"), or undefined when it does not parse. */
function hostnameOf(authority: string): string | undefined {
  try {
    return new URL(`http://${authority}`).hostname;
  } catch {
    return undefined;
  }
}

/** The hostname of HOST as a URL writes it, or undefined when it means every interface. */
function listeningHostname(host: string): string | undefined {
  return WILDCARD_HOSTS.has(host)
    ? undefined
    : hostnameOf(host.includes(":") && !host.startsWith("[") ? `[${host}]` : host);
}

/**
 * Names this server answers to: APP_URL's, its own listening address (HOST, unless every
 * interface), and the loopback names. Port-agnostic, as the MCP SDK's own host validation: a
 * rebinding page can only send its own domain, and a proxy in front may listen on another port.
 */
function ownHostnames(): Set<string> {
  const { APP_URL, HOST } = getConfig();
  const names = new Set([...LOOPBACK_NAMES, new URL(APP_URL).hostname]);
  const listening = listeningHostname(HOST);
  if (listening) names.add(listening);
  return names;
}

/** Origins listed in CORS_ALLOWED_ORIGINS (a `*` lists none: it cannot vouch for a page). */
function listedOrigins(): string[] {
  const setting = getConfig().CORS_ALLOWED_ORIGINS;
  return setting === "*"
    ? []
    : setting
        .split(",")
        .map((entry) => entry.trim().replace(/\/+$/, ""))
        .filter(Boolean);
}

/**
 * Whether a browser page of `origin` may call the MCP endpoint: APP_URL's own origin, a page of
 * this machine (a loopback origin, or the server's listening address), or one listed in
 * CORS_ALLOWED_ORIGINS.
 */
export function mcpOriginAllowed(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed frame, a file) and anything else that is no origin
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const { APP_URL, HOST } = getConfig();
  if (url.origin === new URL(APP_URL).origin || listedOrigins().includes(url.origin)) return true;
  return LOOPBACK_NAMES.has(url.hostname) || url.hostname === listeningHostname(HOST);
}

/** Why a request to /api/v1/mcp is refused (a message naming the header), or undefined when it may go on. */
export function mcpRebindingRefusal(request: Request): string | undefined {
  const { headers } = request;
  // Behind a trusted proxy (TRUST_PROXY=1) that passes the client's Host on as X-Forwarded-Host, that one.
  const forwarded = getConfig().TRUST_PROXY ? headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  // Without a Host header (HTTP/1.0, or a Request built in-process), the authority of its URL.
  const host = forwarded || headers.get("host") || new URL(request.url).host;
  const hostname = hostnameOf(host);
  if (hostname === undefined || !ownHostnames().has(hostname)) {
    return `Host: '${host.slice(0, 200)}' is not a name this server answers to (APP_URL's host or localhost); the MCP endpoint refuses it to prevent DNS rebinding.`;
  }
  // No Origin: not a browser (agents and server-to-server clients), which DNS rebinding needs.
  const origin = headers.get("origin");
  if (origin !== null && !mcpOriginAllowed(origin)) {
    return `Origin: '${origin.slice(0, 200)}' may not call the MCP endpoint (allowed: APP_URL's origin, this machine, or CORS_ALLOWED_ORIGINS).`;
  }
  return undefined;
}
