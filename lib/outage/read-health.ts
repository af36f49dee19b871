import { checkDatabase } from "../db/check-database";
import { getConfig } from "../config/env";
import { rateLimitStoreStatus } from "../ratelimit/store";
import { scanJournalStats } from "../scans/scan-writer-instance";
import { processShortLinkCacheUsage } from "../short-links/forget-cached-code";
import { currentOutageMonitor } from "./process-outage";
import { DeadlineError, withDeadline } from "./with-deadline";

/**
 * `ok`: the database answers. `degraded`: it does not, and short links answer from this
 * instance's copies with their scans journaled (lib/outage). `down`: it does not, and this
 * instance has nothing to answer with (no copies) or nowhere to keep scans (journal full or
 * unwritable). A load balancer keeps a degraded instance (200) and drops a down one (503).
 */
export async function readHealth() {
  const outage = currentOutageMonitor();
  const database = outage?.down() ? { ok: false as const } : await probe(outage);
  const journal = scanJournalStats() ?? {
    bytes: 0,
    entries: 0,
    dropped: 0,
    maxBytes: getConfig().SCAN_JOURNAL_MAX_MB * 2 ** 20,
    writable: true,
  };
  const cachedCodes = processShortLinkCacheUsage()?.entries ?? 0;
  const keepsScans = journal.writable && journal.bytes < journal.maxBytes;
  const status = database.ok ? "ok" : cachedCodes > 0 && keepsScans ? "degraded" : "down";
  return {
    status,
    database,
    redirects: {
      outageSince: outage?.since()?.toISOString() ?? null,
      cachedCodes,
      journal,
    },
    /** Which store counts rate limits, and whether it is a fallback (lib/ratelimit/fallback-store.ts). */
    rateLimits: rateLimitStoreStatus(),
  } as const;
}

async function probe(outage: ReturnType<typeof currentOutageMonitor>) {
  try {
    return await withDeadline(checkDatabase(), 2000, "health check");
  } catch (error) {
    if (error instanceof DeadlineError) outage?.markDown(error.message);
    else if (!outage?.report(error)) console.error("[health] database check failed:", (error as Error).message);
    return { ok: false as const };
  }
}
