import { readVisitor, type VisitorFacts } from "../scans/read-visitor";
import { preferredLanguage, type Visitor } from "./choose-target";
import type { ShortLinkDeps, ShortLinkRequest } from "./short-link-types";

/** The request's visitor, read once for routing and recording alike. */
export const visitorFrom = (
  request: ShortLinkRequest,
  deps: Pick<ShortLinkDeps, "trustProxy" | "visitorHashSecret">,
): VisitorFacts =>
  readVisitor({
    ip: request.ip,
    userAgent: request.userAgent,
    header: request.header,
    trustProxy: deps.trustProxy,
    visitorHashSecret: deps.visitorHashSecret,
  });

/**
 * What routing rules look at: the request's visitor (read once, and shared with the scan it
 * records) and its language and query. Only worked out for codes that have rules.
 */
export async function visitorOf(request: ShortLinkRequest, visitor: VisitorFacts, now: Date): Promise<Visitor> {
  const { agent } = visitor;
  return {
    device: agent.device,
    os: agent.os,
    browser: agent.browser,
    ...(await visitor.geo()),
    language: preferredLanguage(request.header("accept-language")),
    query: request.query,
    visitorId: visitor.visitorId,
    now,
  };
}
