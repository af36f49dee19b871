import type { SqlPool } from "../db/sql-runner";
import { createBatcher } from "../scans/batcher";
import type { SmartRow } from "./choose-target";

export interface ShortLinkRow extends SmartRow {
  id: string;
  accountId: string;
  name: string | null;
  status: "READY" | "EXPIRED" | "DELETED";
  /** bcrypt hash when the link asks for a password. */
  passwordHash: string | null;
}

// Instants travel as epoch milliseconds: a timestamp column without zone would be read in the
// process's local time zone.
const epochMs = (column: string) => `(extract(epoch from "${column}") * 1000)::float8 AS "${column}"`;
const FIND = `SELECT "shortCode", "id", "accountId", "name", "status", "targetUrl", ${epochMs("validFrom")}, ${epochMs("expiresAt")},
  "fallbackUrl", "maxScans", "scanClaims", "rules", "utm", "passwordHash" FROM "QrCode" WHERE "shortCode" = ANY($1::text[])`;

type FoundRow = Omit<ShortLinkRow, "validFrom" | "expiresAt"> & {
  shortCode: string;
  validFrom: number | null;
  expiresAt: number | null;
};
const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));

export type ShortLinkFinder = (shortCode: string) => Promise<ShortLinkRow | null>;

/**
 * Reads the codes behind short links from the database: lookups of concurrent requests share one
 * query (each batch starts after its requests arrived, so none reads an older state), a prepared
 * statement on PostgreSQL. The server puts short-link-cache.ts in front of it.
 */
export function shortLinkFinder(sql: SqlPool, options: { maxInFlight?: number } = {}): ShortLinkFinder {
  const batcher = createBatcher<string, ShortLinkRow | null>(
    async (codes) => {
      const rows = await sql.query<FoundRow>(FIND, [[...new Set(codes)]], "codebeam_find_short_links");
      const byCode = new Map(
        rows.map(({ shortCode, validFrom, expiresAt, ...row }) => [
          shortCode,
          { ...row, validFrom: toDate(validFrom), expiresAt: toDate(expiresAt) },
        ]),
      );
      return codes.map((code) => byCode.get(code) ?? null);
    },
    { maxBatch: 500, maxInFlight: options.maxInFlight ?? 1 },
  );
  return (shortCode) => batcher.submit(shortCode);
}
