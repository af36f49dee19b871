import { getConfig } from "../config/env";
import type { Caller } from "./caller";
import { ApiError } from "./errors";

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The origin the browser sent the request to: server.ts speaks plain HTTP, so `http://` and the
 * Host header. Not with TRUST_PROXY=1: a proxy may pass on a Host of its own choosing.
 */
function addressedOrigin(request: Request): string | undefined {
  const host = request.headers.get("host");
  return host && !getConfig().TRUST_PROXY ? originOf(`http://${host}`) : undefined;
}

/**
 * A session cookie rides along with any cross-site form or fetch, so a state-changing request
 * with one is refused unless its Origin is APP_URL's, the request URL's, or (without a trusted
 * proxy) the address the request was sent to: a dashboard opened at 127.0.0.1, a LAN address or
 * another port than APP_URL's sends its own address as both Origin and Host. A page of another
 * site sends its own Origin (and Sec-Fetch-Site: cross-site) while the Host stays this server's,
 * so it is still refused. API keys are not ambient, so not checked.
 */
export function refuseCrossSite(request: Request, caller: Caller): void {
  if (caller.kind !== "session" || request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("origin");
  if (origin === null) return;
  const sent = originOf(origin);
  const appOrigin = originOf(getConfig().APP_URL);
  if (sent && (sent === appOrigin || sent === originOf(request.url))) return;
  const crossSite = request.headers.get("sec-fetch-site") === "cross-site";
  if (sent && !crossSite && sent === addressedOrigin(request)) return;
  throw new ApiError(
    "FORBIDDEN",
    `Cross-site request refused: make this change from the dashboard at ${appOrigin} (APP_URL).`,
  );
}
