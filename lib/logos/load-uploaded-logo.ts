import { LRUCache } from "lru-cache";
import { db, getDatabase } from "../db/client";
import { invalid } from "../errors/api-error";
import { decodeLogo, type LogoImage } from "../render/decode-logo";
import { registerCache } from "../server/memory-report";
import { LOGO_REF_PREFIX } from "./logo-schemas";

// Decoded uploads by id, bounded by their pixels' bytes like fetched logos. An id is a hash of the
// upload's bytes, so an entry never goes stale.
const LOGO_BYTES = 32 * 2 ** 20;
const cache = new LRUCache<string, LogoImage>({
  maxSize: LOGO_BYTES,
  sizeCalculation: (logo) => Math.max(1, logo.data.byteLength),
});
// Asked on every request naming an uploaded logo: a prepared statement beside Prisma.
const OWNED = `SELECT 1 FROM "UploadedLogo" WHERE "accountId" = $1 AND "id" = $2`;
registerCache("uploaded logos", () => ({ entries: cache.size, bytes: cache.calculatedSize, maxBytes: LOGO_BYTES }));

/**
 * The logo a `logo:<id>` reference names. With `accountId` (a request choosing a logo) only that
 * account's uploads count, and an unknown one is a 400 on `field`; without it (drawing a code that
 * was saved with it) any copy of those bytes serves, and a missing one is undefined.
 */
export async function loadUploadedLogo(
  ref: string,
  accountId?: string,
  field = "logo",
): Promise<LogoImage | undefined> {
  const id = ref.slice(LOGO_REF_PREFIX.length);
  if (accountId) {
    const { sql } = await getDatabase();
    const owned = await sql.query(OWNED, [accountId, id], "codebeam_logo_owned");
    if (owned.length === 0) throw invalid(field, "is not a logo uploaded by this account (POST /api/v1/logos)");
  }
  const cached = cache.get(id);
  if (cached) return cached;
  const row = await (await db()).uploadedLogo.findFirst({ where: { id }, select: { png: true } });
  if (!row) return undefined;
  const logo = { ...(await decodeLogo(Buffer.from(row.png))), id };
  cache.set(id, logo);
  return logo;
}
