import { processSlot } from "../runtime/process-singleton";
import type { ShortLinkCache } from "./short-link-cache";

// One per process: the server bundle serves the short links, while Next's route handlers make most
// of the changes.
const processCache = processSlot<ShortLinkCache>("short-link cache");

/** The process's short-link cache, once short-link-deps.ts has made it. */
export function setProcessShortLinkCache(cache: ShortLinkCache | undefined): void {
  processCache.current = cache;
}

/**
 * Call after a committed write that changed a code: this process's next scan of it reads the
 * database. Every instance (this one too) also hears of the change from the database's
 * notification a moment later; this closes that moment for the instance that made the change.
 */
export function forgetCachedCode(id: string): void {
  processCache.current?.invalidateId(id);
}

/** The process's short-link cache's size, for the health check (none before the first short link). */
export function processShortLinkCacheUsage() {
  return processCache.current?.usage();
}
