import type { VisitorFacts } from "./read-visitor";
import type { RepeatLimiter } from "./repeat-limiter";
import { scanIdAt } from "./scan-id";
import type { FilteredScan, ScanRecord } from "./scan-record";

export interface ScanSource {
  eventType: ScanRecord["eventType"];
  qrCode: ScanRecord["qrCode"];
  visitor: VisitorFacts;
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
    filtered: {
      eventType: source.eventType,
      reason,
      qrCodeId: source.qrCode.id,
      accountId: source.qrCode.accountId,
      createdAt,
    },
  });
  const { agent, visitorId } = source.visitor;
  if (agent.bot) return filtered(agent.preview ? "preview" : "bot");
  if (!repeats.admit(`${source.qrCode.id}\n${source.eventType}\n${visitorId}`)) return filtered("repeat");
  const geo = await source.visitor.geo();
  return {
    scan: {
      id: scanIdAt(createdAt),
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
