import { DeadlineError, withDeadline } from "../outage/with-deadline";
import { classifyScan } from "../scans/classify-scan";
import type { VisitorFacts } from "../scans/read-visitor";
import type { ScanRecord } from "../scans/scan-record";
import type { ShortLinkRow } from "./find-short-link";
import type { ShortLinkDeps } from "./short-link-types";

// One scan under maxScans: claimed atomically, so concurrent scans on any number of instances
// never pass the limit; the claim that reaches it marks the code EXPIRED.
const CLAIM = `UPDATE "QrCode" SET "scanClaims" = "scanClaims" + 1,
  "status" = CASE WHEN "scanClaims" + 1 >= "maxScans" THEN 'EXPIRED'::"QrStatus" ELSE "status" END
  WHERE "id" = $1 AND "status" = 'READY' AND "scanClaims" < "maxScans" RETURNING "scanClaims"`;

/**
 * Records the request's scan and waits for its commit (or, while the database is down, its place
 * in the scan journal: lib/outage/resilient-scan-writer.ts): "recorded", "unavailable" when that
 * failed (answer 503, never an uncounted 302), "used-up" when the code's maxScans were all claimed
 * first, or "unclaimable" when a code under maxScans cannot claim a place for want of a database. A bot or a repeat beyond the limit is only counted as filtered (and claims nothing): it
 * waits for that count's batch like a scan (so a flood is paced by the commits), but its answer
 * never depends on it.
 */
export async function recordScan(
  row: ShortLinkRow,
  eventType: "click" | "impression",
  deps: ShortLinkDeps,
  visitor: VisitorFacts,
  routing?: Pick<ScanRecord, "destination" | "ruleIndex">,
): Promise<"recorded" | "unavailable" | "used-up" | "unclaimable"> {
  const qrCode = {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    shortLink: row.shortLink,
  };
  const { scan, filtered } = await classifyScan({ eventType, qrCode, visitor }, deps.repeats);
  if (filtered) {
    await deps.writer.recordFiltered(filtered).catch((error: unknown) => {
      console.error(`short link: ${filtered.reason} count not committed:`, (error as Error).message);
    });
    return "recorded";
  }
  try {
    if (eventType === "click" && row.maxScans !== null) {
      const claimed = await claim(row.id, deps);
      if (claimed !== "claimed") return claimed;
    }
    await deps.writer.record(routing ? { ...scan, ...routing } : scan);
    return "recorded";
  } catch (error) {
    console.error("short link: scan not committed, answering 503:", (error as Error).message);
    return "unavailable";
  }
}

/** A place under maxScans; with an outage monitor, none while the database is down or silent. */
async function claim(id: string, deps: ShortLinkDeps): Promise<"claimed" | "used-up" | "unclaimable"> {
  const { outage } = deps;
  if (!outage) return (await deps.sql.query(CLAIM, [id])).length > 0 ? "claimed" : "used-up";
  if (outage.down()) return "unclaimable";
  try {
    const claimed = await withDeadline(deps.sql.query(CLAIM, [id]), deps.outageDeadlineMs ?? 1000, "scan claim");
    return claimed.length > 0 ? "claimed" : "used-up";
  } catch (error) {
    // A late claim may still commit: a place taken without a scan, never one scan too many.
    if (error instanceof DeadlineError) outage.markDown(error.message);
    else if (!outage.report(error)) throw error;
    return "unclaimable";
  }
}
