import { shortLinkBase } from "../codes/short-link-base";
import { getConfig } from "../config/env";
import { getSecrets } from "../config/secrets";
import { type Database, getDatabase } from "../db/client";
import { getScanWriter } from "../scans/scan-writer-instance";
import type { ShortLinkDeps } from "./answer-short-link";
import { type ShortLinkFinder, shortLinkFinder } from "./find-short-link";

/** One lookup query at a time: concurrent requests share it (more in flight measured slower). */
export const finderFor = (database: Database): ShortLinkFinder => shortLinkFinder(database.sql, { maxInFlight: 1 });

// One finder per process and database (the Next route is bundled apart: it lives on globalThis).
const holder = globalThis as typeof globalThis & { __codebeamShortLinkFinder?: { database: Database; find: ShortLinkFinder } };

/** The process's database lookups, scan writer, secret and settings. */
export async function processShortLinkDeps(): Promise<ShortLinkDeps> {
  const [database, writer] = await Promise.all([getDatabase(), getScanWriter()]);
  if (holder.__codebeamShortLinkFinder?.database !== database) holder.__codebeamShortLinkFinder = { database, find: finderFor(database) };
  return {
    find: holder.__codebeamShortLinkFinder.find,
    sql: database.sql,
    writer,
    visitorHashSecret: getSecrets().visitorHashSecret,
    trustProxy: getConfig().TRUST_PROXY,
    shortLinkBase: shortLinkBase(),
  };
}
