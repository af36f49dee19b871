import { LRUCache } from "lru-cache";
import type { Listener } from "../db/listen";
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
}

/**
 * Short-link rows kept in memory, so a scan costs no lookup round trip. Correct only while the
 * database's change notifications arrive (migration 20261125060000: a trigger NOTIFYs a code's
 * short code when anything a short-link answer reads changes): until the listener is up, and
 * whenever its connection drops, every lookup goes to the database and nothing is kept.
 *
 * Not kept: unknown codes (a new code must answer at once) and codes under maxScans (their claim
 * counter decides every scan). A lookup that started before an invalidation is not stored, so a
 * row read just before a change cannot outlive the change's notification.
 */
export function createShortLinkCache(load: ShortLinkFinder, options: ShortLinkCacheOptions): ShortLinkCache {
  // A row is kept under its lookup key: its short code, or a branded link's key. Notifications and
  // write paths name the short code or the id, so both lead to the key.
  const ids = new Map<string, string>();
  const brandedKeys = new Map<string, string>();
  const rows = new LRUCache<string, ShortLinkRow>({
    maxSize: options.maxBytes,
    sizeCalculation: sizeOf,
    ttl: options.maxAgeMs ?? 60_000,
    dispose: (row, key) => {
      if (ids.get(row.id) === key) ids.delete(row.id);
      if (brandedKeys.get(row.shortCode) === key) brandedKeys.delete(row.shortCode);
    },
  });
  let listening = false;
  // Bumped on every invalidation: a lookup that saw another value in between is not stored.
  let epoch = 0;

  const invalidate = (shortCode: string) => {
    epoch++;
    rows.delete(shortCode);
    const branded = brandedKeys.get(shortCode);
    if (branded !== undefined) rows.delete(branded);
  };
  const forgetAll = () => {
    epoch++;
    rows.clear();
  };

  return {
    async find(key) {
      if (listening) {
        const hit = rows.get(key);
        if (hit) return hit;
      }
      const started = epoch;
      const row = await load(key);
      if (row && row.maxScans === null && !row.viaAlias && listening && epoch === started) {
        rows.set(key, row);
        ids.set(row.id, key);
        if (key !== row.shortCode) brandedKeys.set(row.shortCode, key);
      }
      return row;
    },
    invalidate,
    invalidateId(id) {
      epoch++;
      const key = ids.get(id);
      if (key === undefined) return;
      const row = rows.get(key);
      rows.delete(key);
      if (row) invalidate(row.shortCode);
    },
    listener: {
      onNotify: invalidate,
      onListening(now) {
        listening = now;
        forgetAll();
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
