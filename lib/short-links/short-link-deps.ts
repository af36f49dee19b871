import { shortLinkBase } from "../codes/short-link-base";
import { getConfig } from "../config/env";
import { getSecrets } from "../config/secrets";
import { type Database, getDatabase } from "../db/client";
import type { OutageMonitor } from "../outage/outage-monitor";
import { outageDeadlineMs, outageMonitorFor } from "../outage/process-outage";
import { createRepeatLimiter, type RepeatLimiter } from "../scans/repeat-limiter";
import { getScanWriter } from "../scans/scan-writer-instance";
import type { ShortLinkDeps } from "./answer-short-link";
import { processSingleton, processSlot } from "../runtime/process-singleton";
import { registerCache } from "../server/memory-report";
import { type ShortLinkFinder, shortLinkFinder } from "./find-short-link";
import { setProcessShortLinkCache } from "./forget-cached-code";
import { createShortLinkCache, SHORT_LINK_CHANNEL, type ShortLinkCache } from "./short-link-cache";

/** One lookup query at a time: concurrent requests share it (more in flight measured slower). */
export const finderFor = (database: Database): ShortLinkFinder => shortLinkFinder(database.sql, { maxInFlight: 1 });

/**
 * The database's finder behind a cache of `maxBytes` (short-link-cache.ts), fed by the database's
 * change notifications; resolves once listening (or once the listener retries in the background).
 */
export async function cachedFinderFor(
  database: Database,
  maxBytes: number,
  outage?: OutageMonitor,
): Promise<{ cache: ShortLinkCache; stop: () => Promise<void> }> {
  const cache = createShortLinkCache(finderFor(database), { maxBytes, outage, deadlineMs: outageDeadlineMs(database) });
  const stop = await database.listen(SHORT_LINK_CHANNEL, cache.listener);
  return { cache, stop };
}

// One finder per process and database, one repeat limiter per process, shared by the server
// bundle's short-link handler and Next's short-link routes.
const processFinderSlot = processSlot<{ database: Database; ready: Promise<ShortLinkFinder> }>("short-link finder");

/** The repeat limit of the configuration (SCAN_REPEAT_*): per process, so per server instance. */
export function configuredRepeatLimiter(now?: () => number): RepeatLimiter {
  const config = getConfig();
  return createRepeatLimiter({
    limit: config.SCAN_REPEAT_LIMIT,
    windowMs: config.SCAN_REPEAT_WINDOW_SECONDS * 1000,
    maxTracked: config.SCAN_REPEAT_TRACKED,
    now,
  });
}

/** The process's database lookups, scan writer, secret and settings. */
export async function processShortLinkDeps(): Promise<ShortLinkDeps> {
  const [database, writer] = await Promise.all([getDatabase(), getScanWriter()]);
  if (processFinderSlot.current?.database !== database)
    processFinderSlot.current = { database, ready: processFinder(database) };
  return {
    find: await processFinderSlot.current.ready,
    sql: database.sql,
    writer,
    repeats: processSingleton("repeat limiter", () => configuredRepeatLimiter()),
    visitorHashSecret: getSecrets().visitorHashSecret,
    trustProxy: getConfig().TRUST_PROXY,
    shortLinkBase: shortLinkBase(),
    outage: outageMonitorFor(database),
    outageDeadlineMs: outageDeadlineMs(database),
  };
}

/** SHORT_LINK_CACHE_MB's cache over the database's finder (none at 0, or if it cannot listen). */
async function processFinder(database: Database): Promise<ShortLinkFinder> {
  setProcessShortLinkCache(undefined);
  const maxBytes = getConfig().SHORT_LINK_CACHE_MB * 2 ** 20;
  if (maxBytes === 0) return finderFor(database);
  try {
    const { cache } = await cachedFinderFor(database, maxBytes, outageMonitorFor(database));
    registerCache("short links", cache.usage);
    setProcessShortLinkCache(cache);
    return cache.find;
  } catch (error) {
    console.error("short links: cannot listen for changes, not caching:", (error as Error).message);
    return finderFor(database);
  }
}
