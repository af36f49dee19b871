import { type Geo, geoFromEdgeHeaders, geoFromIp } from "./lookup-geo";
import { type ParsedAgent, parseUserAgent } from "./parse-user-agent";
import { visitorIdFor } from "./visitor-id";

export interface VisitorSource {
  /** The client's address (the socket's, or the first X-Forwarded-For hop when TRUST_PROXY=1). */
  ip: string;
  userAgent: string;
  header: (name: string) => string | undefined;
  trustProxy: boolean;
  visitorHashSecret: string;
}

/** What one request says of its visitor, each part worked out at most once, when first asked. */
export interface VisitorFacts {
  readonly agent: ParsedAgent;
  /** Keyed hash of IP + agent (visitor-id.ts). */
  readonly visitorId: string;
  /** The place, from a trusted edge's headers or the in-process geo database. */
  geo(): Promise<Geo>;
}

/**
 * The visitor of a request, read once for everything that looks at it: a short link with routing
 * rules both routes on it and records it, and each part costs (agent parsing, an HMAC, a lookup).
 */
export function readVisitor(source: VisitorSource): VisitorFacts {
  let agent: ParsedAgent | undefined;
  let visitorId: string | undefined;
  let geo: Promise<Geo> | undefined;
  return {
    get agent() {
      return (agent ??= parseUserAgent(source.userAgent));
    },
    get visitorId() {
      return (visitorId ??= visitorIdFor(source.visitorHashSecret, source.ip, source.userAgent));
    },
    geo: () =>
      (geo ??= Promise.resolve((source.trustProxy ? geoFromEdgeHeaders(source.header) : null) ?? geoFromIp(source.ip))),
  };
}
