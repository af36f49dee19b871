import { buildScan } from "../scans/build-scan";
import type { ShortLinkRow } from "./find-short-link";
import type { ShortLinkDeps, ShortLinkRequest } from "./short-link-types";

/** Records the request's scan (bots are skipped) and waits for its commit; false when it failed. */
export async function recordScan(request: ShortLinkRequest, row: ShortLinkRow, eventType: "click" | "impression", deps: ShortLinkDeps): Promise<boolean> {
  const scan = await buildScan({
    eventType,
    qrCode: { id: row.id, accountId: row.accountId, name: row.name, shortLink: `${deps.shortLinkBase}/${request.target.code}` },
    ip: request.ip,
    userAgent: request.userAgent,
    header: request.header,
    trustProxy: deps.trustProxy,
    visitorHashSecret: deps.visitorHashSecret,
  });
  if (!scan) return true;
  try {
    await deps.writer.record(scan);
    return true;
  } catch (error) {
    console.error("short link: scan not committed, answering 503:", (error as Error).message);
    return false;
  }
}
