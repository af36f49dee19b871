import { shortLinkBase } from "../codes/short-link-base";
import { getConfig } from "../config/env";
import { getSecrets } from "../config/secrets";
import { type Database, getDatabase } from "../db/client";
import { createRepeatLimiter, type RepeatLimiter } from "../scans/repeat-limiter";
import { getScanWriter } from "../scans/scan-writer-instance";
import type { ShortLinkDeps } from "./answer-short-link";
import { type ShortLinkFinder, shortLinkFinder } from "./find-short-link";

/** One lookup query at a time: concurrent requests share it (more in flight measured slower). */
export const finderFor = (database: Database): ShortLinkFinder => shortLinkFinder(database.sql, { maxInFlight: 1 });

// One finder per process and database, one repeat limiter per process, shared by the server
// bundle's short-link handler and Next's short-link routes (each with its own copy of this module:
// they live on globalThis).
const holder = globalThis as typeof globalThis & {
  __codebeamShortLinkFinder?: { database: Database; find: ShortLinkFinder };
  __codebeamRepeatLimiter?: RepeatLimiter;
};

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
  if (holder.__codebeamShortLinkFinder?.database !== database) holder.__codebeamShortLinkFinder = { database, find: finderFor(database) };
  return {
    find: holder.__codebeamShortLinkFinder.find,
    sql: database.sql,
    writer,
    repeats: (holder.__codebeamRepeatLimiter ??= configuredRepeatLimiter()),
    visitorHashSecret: getSecrets().visitorHashSecret,
    trustProxy: getConfig().TRUST_PROXY,
    shortLinkBase: shortLinkBase(),
  };
}
