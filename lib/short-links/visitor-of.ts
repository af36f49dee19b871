import { geoFromEdgeHeaders, geoFromIp } from "../scans/lookup-geo";
import { parseUserAgent } from "../scans/parse-user-agent";
import { visitorIdFor } from "../scans/visitor-id";
import { preferredLanguage, type Visitor } from "./choose-target";
import type { ShortLinkDeps, ShortLinkRequest } from "./short-link-types";

/**
 * What routing rules look at, from the request alone (cached agent parsing, the in-process geo
 * database, one HMAC): only computed for codes that have rules.
 */
export async function visitorOf(request: ShortLinkRequest, deps: Pick<ShortLinkDeps, "trustProxy" | "visitorHashSecret">, now: Date): Promise<Visitor> {
  const agent = parseUserAgent(request.userAgent);
  const geo = (deps.trustProxy ? geoFromEdgeHeaders(request.header) : null) ?? (await geoFromIp(request.ip));
  return {
    device: agent.device,
    os: agent.os,
    browser: agent.browser,
    ...geo,
    language: preferredLanguage(request.header("accept-language")),
    query: request.query,
    visitorId: visitorIdFor(deps.visitorHashSecret, request.ip, request.userAgent),
    now,
  };
}
