import { classifyScan } from "../scans/classify-scan";
import type { ShortLinkRow } from "./find-short-link";
import type { ShortLinkDeps, ShortLinkRequest } from "./short-link-types";

/**
 * Records the request's scan and waits for its commit; false when that failed (answer 503, never
 * an uncounted 302). A bot or a repeat beyond the limit is only counted as filtered: it waits for
 * that count's batch like a scan (so a flood is paced by the commits), but its answer never
 * depends on it.
 */
export async function recordScan(request: ShortLinkRequest, row: ShortLinkRow, eventType: "click" | "impression", deps: ShortLinkDeps): Promise<boolean> {
  const { scan, filtered } = await classifyScan(
    {
      eventType,
      qrCode: { id: row.id, accountId: row.accountId, name: row.name, shortLink: `${deps.shortLinkBase}/${request.target.code}` },
      ip: request.ip,
      userAgent: request.userAgent,
      header: request.header,
      trustProxy: deps.trustProxy,
      visitorHashSecret: deps.visitorHashSecret,
    },
    deps.repeats,
  );
  if (filtered) {
    await deps.writer.recordFiltered(filtered).catch((error: unknown) => {
      console.error(`short link: ${filtered.reason} count not committed:`, (error as Error).message);
    });
    return true;
  }
  try {
    await deps.writer.record(scan);
    return true;
  } catch (error) {
    console.error("short link: scan not committed, answering 503:", (error as Error).message);
    return false;
  }
}
