import { randomUUID } from "node:crypto";
import { geoFromEdgeHeaders, geoFromIp } from "./lookup-geo";
import { parseUserAgent } from "./parse-user-agent";
import type { RepeatLimiter } from "./repeat-limiter";
import type { FilteredScan, ScanRecord } from "./scan-record";
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

/** A request either records a scan or is only counted, with its reason, as filtered. */
export type ScanOutcome = { scan: ScanRecord; filtered?: undefined } | { scan?: undefined; filtered: FilteredScan };

/**
 * What a request to a short link (or its image) records: a link previewer, a bot (isbot) and a
 * visitor over the repeat limit on this code are filtered; anything else is a scan. Decided in
 * memory (cached agent parsing, one HMAC, the limiter), before the place lookup.
 */
export async function classifyScan(source: ScanSource, repeats: RepeatLimiter): Promise<ScanOutcome> {
  const createdAt = new Date();
  const filtered = (reason: FilteredScan["reason"]): ScanOutcome => ({
    filtered: { eventType: source.eventType, reason, qrCodeId: source.qrCode.id, createdAt },
  });
  const agent = parseUserAgent(source.userAgent);
  if (agent.bot) return filtered(agent.preview ? "preview" : "bot");
  const visitorId = visitorIdFor(source.visitorHashSecret, source.ip, source.userAgent);
  if (!repeats.admit(`${source.qrCode.id}\n${source.eventType}\n${visitorId}`)) return filtered("repeat");
  const geo = (source.trustProxy ? geoFromEdgeHeaders(source.header) : null) ?? (await geoFromIp(source.ip));
  return {
    scan: {
      id: randomUUID(),
      eventType: source.eventType,
      device: agent.device,
      os: agent.os,
      browser: agent.browser,
      ...geo,
      visitorId,
      createdAt,
      qrCode: source.qrCode,
    },
  };
}
