import { randomUUID } from "node:crypto";
import { geoFromEdgeHeaders, geoFromIp } from "./lookup-geo";
import { parseUserAgent } from "./parse-user-agent";
import type { ScanRecord } from "./scan-record";
import { visitorIdFor } from "./visitor-id";

export interface ScanSource {
  eventType: ScanRecord["eventType"];
  qrCode: ScanRecord["qrCode"];
  /** The client's address (the socket's, or the first X-Forwarded-For hop when TRUST_PROXY=1). */
  ip: string;
  userAgent: string;
  header: (name: string) => string | undefined;
  trustProxy: boolean;
  visitorHashSecret: string;
}

/** The scan to record for a request, or null for a bot or link previewer (never recorded). */
export async function buildScan(source: ScanSource): Promise<ScanRecord | null> {
  const agent = parseUserAgent(source.userAgent);
  if (agent.bot) return null;
  const geo = (source.trustProxy ? geoFromEdgeHeaders(source.header) : null) ?? (await geoFromIp(source.ip));
  return {
    id: randomUUID(),
    eventType: source.eventType,
    device: agent.device,
    os: agent.os,
    browser: agent.browser,
    ...geo,
    visitorId: visitorIdFor(source.visitorHashSecret, source.ip, source.userAgent),
    createdAt: new Date(),
    qrCode: source.qrCode,
  };
}
