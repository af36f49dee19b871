import { LRUCache } from "lru-cache";
import type { Listener } from "../db/listen";
import type { OutageMonitor } from "../outage/outage-monitor";
import { DeadlineError, withDeadline } from "../outage/with-deadline";
import type { ShortLinkFinder, ShortLinkRow } from "./find-short-link";

export const SHORT_LINK_CHANNEL = "codebeam_short_link";

export interface ShortLinkCache {
  find: ShortLinkFinder;
  /** Forgets one short code (a NOTIFY from any instance, or this process's own write). */
  invalidate(shortCode: string): void;
  /** Forgets the code with this id, if cached (write paths know the id, not the short code). */
  invalidateId(id: string): void;
  /** Feeds the cache from the database's LISTEN connection. */
  listener: Listener;
  usage(): { entries: number; bytes: number; maxBytes: number };
}

export interface ShortLinkCacheOptions {
  maxBytes: number;
  /** A backstop only: invalidation is by notification. */
  maxAgeMs?: number;
  /** With it, rows last read are served while the database is down (see below). */
  outage?: OutageMonitor;
  /** How long a lookup waits for the database before it counts as down. */
  deadlineMs?: number;
}

/** No row to answer with: the database is down and this instance never read the code. */
export class CodeUnavailableError extends Error {}

interface Entry {
  row: ShortLinkRow;
  /** Served while the database answers: kept under the rules below, and younger than maxAgeMs. */
  servable: boolean;
  loadedAt: number;
}

/**
 * Short-link rows kept in memory, so a scan costs no lookup round trip. Served only while the
 * database's change notifications arrive (migration 20261125060000: a trigger NOTIFYs a code's
 * short code when anything a short-link answer reads changes): until the listener is up, and
 * whenever its connection drops, every lookup goes to the database.
 *
 * Not served from memory: unknown codes (a new code must answer at once), codes under maxScans
 * (their claim counter decides every scan), and rows read before an invalidation that arrived
 * while the lookup ran. With an outage monitor, the last row read of every code is kept as well:
 * while the database is down (or a lookup runs past its deadline) that copy answers, so a printed
 * code keeps working; a code this instance never read throws CodeUnavailableError.
 */
export function createShortLinkCache(load: ShortLinkFinder, options: ShortLinkCacheOptions): ShortLinkCache {
  // A row is kept under its lookup key: its short code, or a branded link's key. Notifications and
  // write paths name the short code or the id, so both lead to the key.
  const ids = new Map<string, string>();
  const brandedKeys = new Map<string, string>();
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  // Beside the rows served, the last row read of every other code (under maxScans, through an old
  // link, read while not listening, or stale): what a database outage answers with. One size bound
  // for both, least recently used first out.
  const rows = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) => sizeOf(entry.row, key),
    dispose: (entry, key) => {
      if (ids.get(entry.row.id) === key) ids.delete(entry.row.id);
      if (brandedKeys.get(entry.row.shortCode) === key) brandedKeys.delete(entry.row.shortCode);
    },
  });
  const { outage } = options;
  let listening = false;
  // Bumped on every invalidation: a lookup that saw another value in between is not served from memory.
  let epoch = 0;

  const invalidate = (shortCode: string) => {
    epoch++;
    rows.delete(shortCode);
    const branded = brandedKeys.get(shortCode);
    if (branded !== undefined) rows.delete(branded);
  };

  /** The last row read, for an outage; a code never read (or known to be gone) has none. */
  const lastKnown = (key: string) => {
    const row = rows.get(key)?.row;
    if (row) return row;
    throw new CodeUnavailableError(`no copy of ${key} while the database is down`);
  };

  async function loadFresh(key: string): Promise<ShortLinkRow | null> {
    if (!outage) return load(key);
    try {
      return await withDeadline(load(key), options.deadlineMs ?? 1000, "short link lookup");
    } catch (error) {
      if (error instanceof DeadlineError) outage.markDown(error.message);
      else if (!outage.report(error)) throw error;
      return lastKnown(key);
    }
  }

  return {
    async find(key) {
      const entry = rows.get(key);
      if (listening && entry?.servable && Date.now() - entry.loadedAt < maxAgeMs) return entry.row;
      if (outage?.down()) return lastKnown(key);
      const started = epoch;
      const row = await loadFresh(key);
      if (outage?.down()) return row;
      if (!row) {
        rows.delete(key);
        return row;
      }
      const servable = row.maxScans === null && !row.viaAlias && listening && epoch === started;
      rows.set(key, { row, servable, loadedAt: Date.now() });
      ids.set(row.id, key);
      if (key !== row.shortCode) brandedKeys.set(row.shortCode, key);
      return row;
    },
    invalidate,
    invalidateId(id) {
      epoch++;
      const key = ids.get(id);
      if (key === undefined) return;
      const row = rows.get(key)?.row;
      rows.delete(key);
      if (row) invalidate(row.shortCode);
    },
    listener: {
      onNotify: invalidate,
      onListening(now) {
        listening = now;
        epoch++;
        // Changes may have been missed while not listening: nothing is served from memory until
        // read again, but the copies stay for an outage (the usual reason a listener drops).
        for (const entry of rows.values()) entry.servable = false;
      },
    },
    usage: () => ({ entries: rows.size, bytes: rows.calculatedSize, maxBytes: options.maxBytes }),
  };
}

/** Bytes a row holds, roughly: its strings (UTF-16) and rules, plus the objects around them. */
function sizeOf(row: ShortLinkRow, shortCode: string): number {
  const text = (value: unknown) => (typeof value === "string" ? value.length * 2 : 0);
  const json = (value: unknown) => (value === null ? 0 : JSON.stringify(value).length * 3);
  return (
    400 +
    text(shortCode) * 2 +
    text(row.id) * 2 +
    text(row.accountId) +
    text(row.name) +
    text(row.targetUrl) +
    text(row.shortLink) +
    text(row.fallbackUrl) +
    text(row.passwordHash) +
    json(row.rules) +
    json(row.utm)
  );
}
