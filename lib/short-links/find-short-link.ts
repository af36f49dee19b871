import { brandedLink } from "../codes/code-link";
import { shortLinkFor } from "../codes/short-link-base";
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
  shortCode: string;
  /** The code's link now (branded or not), for the scan.created payload. */
  shortLink: string;
  /** Found through an old branded link of a code that moved (never cached: it expires). */
  viaAlias: boolean;
}

/** A branded link's lookup key: its domain's id and the slug, which no short code resembles. */
export const brandedKey = (domainId: string, slug: string) => `${domainId}/${slug}`;

// Instants travel as epoch milliseconds: a timestamp column without zone would be read in the
// process's local time zone.
const epochMs = (column: string) => `(extract(epoch from q."${column}") * 1000)::float8 AS "${column}"`;
const COLUMNS = `q."shortCode", q."id", q."accountId", q."name", q."status", q."targetUrl", ${epochMs("validFrom")}, ${epochMs("expiresAt")},
  q."fallbackUrl", q."maxScans", q."scanClaims", q."rules", q."utm", q."passwordHash", q."slug", d."hostname"`;
const FIND = `SELECT ${COLUMNS} FROM "QrCode" AS q LEFT JOIN "Domain" AS d ON d."id" = q."domainId"
  WHERE q."shortCode" = ANY($1::text[])`;
// A code on the domain under the slug, else a live old link of a code that moved away from it.
const FIND_BRANDED = `WITH k AS (SELECT * FROM unnest($1::text[], $2::text[]) AS t("domainId", "slug"))
  SELECT k."domainId" AS "keyDomainId", k."slug" AS "keySlug", false AS "viaAlias", ${COLUMNS}
    FROM k JOIN "QrCode" AS q ON q."domainId" = k."domainId" AND q."slug" = k."slug"
    LEFT JOIN "Domain" AS d ON d."id" = q."domainId"
  UNION ALL
  SELECT k."domainId", k."slug", true, ${COLUMNS}
    FROM k JOIN "QrCodeLinkAlias" AS a ON a."domainId" = k."domainId" AND a."slug" = k."slug" AND a."expiresAt" > now()
    JOIN "QrCode" AS q ON q."id" = a."qrCodeId" LEFT JOIN "Domain" AS d ON d."id" = q."domainId"`;

type FoundRow = Omit<ShortLinkRow, "validFrom" | "expiresAt" | "shortLink" | "viaAlias"> & {
  validFrom: number | null;
  expiresAt: number | null;
  slug: string | null;
  hostname: string | null;
  viaAlias?: boolean;
  keyDomainId?: string;
  keySlug?: string;
};
const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));

function toRow({
  validFrom,
  expiresAt,
  slug,
  hostname,
  viaAlias,
  keyDomainId,
  keySlug,
  ...row
}: FoundRow): ShortLinkRow {
  const shortLink = hostname && slug ? brandedLink(hostname, slug) : shortLinkFor(row.shortCode);
  return { ...row, validFrom: toDate(validFrom), expiresAt: toDate(expiresAt), shortLink, viaAlias: viaAlias ?? false };
}

/** A short code, or a branded link's key (brandedKey). */
export type ShortLinkFinder = (key: string) => Promise<ShortLinkRow | null>;

/**
 * Reads the codes behind short links from the database: lookups of concurrent requests share one
 * query (each batch starts after its requests arrived, so none reads an older state), a prepared
 * statement on PostgreSQL. The server puts short-link-cache.ts in front of it.
 */
export function shortLinkFinder(sql: SqlPool, options: { maxInFlight?: number } = {}): ShortLinkFinder {
  const batching = { maxBatch: 500, maxInFlight: options.maxInFlight ?? 1 };
  const byCode = createBatcher<string, ShortLinkRow | null>(async (codes) => {
    const rows = await sql.query<FoundRow>(FIND, [[...new Set(codes)]], "codebeam_find_short_links");
    const found = new Map(rows.map((row) => [row.shortCode, toRow(row)]));
    return codes.map((code) => found.get(code) ?? null);
  }, batching);
  const byKey = createBatcher<string, ShortLinkRow | null>(async (keys) => {
    const unique = [...new Set(keys)];
    const pairs = unique.map((key) => key.split("/"));
    const rows = await sql.query<FoundRow>(
      FIND_BRANDED,
      [pairs.map(([domainId]) => domainId), pairs.map(([, slug]) => slug)],
      "codebeam_find_branded_links",
    );
    const found = new Map<string, ShortLinkRow>();
    // The code that holds the slug now comes before any old link (the query lists them first).
    for (const row of rows) {
      const key = brandedKey(row.keyDomainId!, row.keySlug!);
      if (!found.has(key)) found.set(key, toRow(row));
    }
    return keys.map((key) => found.get(key) ?? null);
  }, batching);
  return (key) => (key.includes("/") ? byKey.submit(key) : byCode.submit(key));
}
