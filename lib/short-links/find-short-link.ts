import type { SqlPool } from "../db/sql-runner";
import { createBatcher } from "../scans/batcher";

export interface ShortLinkRow {
  id: string;
  accountId: string;
  name: string | null;
  status: "READY" | "EXPIRED" | "DELETED";
  targetUrl: string;
}

const FIND = `SELECT "shortCode", "id", "accountId", "name", "status", "targetUrl" FROM "QrCode" WHERE "shortCode" = ANY($1::text[])`;

export type ShortLinkFinder = (shortCode: string) => Promise<ShortLinkRow | null>;

/**
 * Reads the code behind a short link on every request (no cache), so a changed target or status
 * applies to the very next scan on any number of server instances. Lookups of concurrent requests
 * share one query (each batch starts after its requests arrived, so none reads an older state).
 */
export function shortLinkFinder(sql: SqlPool, options: { maxInFlight?: number } = {}): ShortLinkFinder {
  const batcher = createBatcher<string, ShortLinkRow | null>(
    async (codes) => {
      const rows = await sql.query<ShortLinkRow & { shortCode: string }>(FIND, [[...new Set(codes)]]);
      const byCode = new Map(rows.map(({ shortCode, ...row }) => [shortCode, row]));
      return codes.map((code) => byCode.get(code) ?? null);
    },
    { maxBatch: 500, maxInFlight: options.maxInFlight ?? 1 },
  );
  return (shortCode) => batcher.submit(shortCode);
}
