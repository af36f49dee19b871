import { ApiError } from "../errors/api-error";
import { db, getDatabase } from "../db/client";
import type { Role } from "../db/generated/client";
import { hashApiKey, KEY_PATTERN } from "./key-format";
import type { Permission } from "./permissions";

export interface VerifiedKey {
  keyId: string;
  accountId: string;
  /** The key's creator, null once their user is deleted: the key is the workspace's and keeps working. */
  userId: string | null;
  /** Unused for authorization (lib/api/authorize.ts refuses keys on install-role operations). */
  role: Role;
  permissions: Permission[];
}

const LAST_USED_RESOLUTION_MS = 60_000;

// Timestamps are stored as UTC without a zone: epoch of one is its UTC instant.
const FIND_KEY = `
  SELECT k."id", k."accountId", k."permissions", k."revokedAt" IS NOT NULL AS "revoked",
    (extract(epoch FROM k."lastUsedAt") * 1000)::float8 AS "lastUsedMs", u."id" AS "userId", u."role"::text AS "role"
  FROM "ApiKey" k LEFT JOIN "User" u ON u."id" = k."createdById"
  WHERE k."keyHash" = $1`;

interface KeyRow {
  id: string;
  accountId: string;
  permissions: string[];
  revoked: boolean;
  lastUsedMs: number | null;
  userId: string | null;
  role: Role | null;
}

/**
 * Resolves a clear API key to its record, or throws 401. Every input, malformed or not, is hashed
 * and looked up by its hash, so the time taken does not tell whether a key exists.
 */
export async function verifyApiKey(rawKey: string): Promise<VerifiedKey> {
  const wellFormed = KEY_PATTERN.test(rawKey);
  // One prepared statement beside Prisma, the creator joined: every API request makes it, and
  // Prisma's relation select was two round trips, each with Prisma's own work on the event loop.
  const { sql } = await getDatabase();
  const [key] = await sql.query<KeyRow>(FIND_KEY, [hashApiKey(rawKey)], "codebeam_verify_api_key");
  if (!wellFormed || !key || key.revoked) {
    throw new ApiError("UNAUTHORIZED", "Invalid or revoked API key.");
  }
  // Last-used time is kept to the minute: no write on every request.
  const now = Date.now();
  if (key.lastUsedMs === null || now - Number(key.lastUsedMs) > LAST_USED_RESOLUTION_MS) {
    await (await db()).apiKey.update({
      where: { id: key.id },
      data: { lastUsedAt: new Date(now) },
      select: { id: true },
    });
  }
  return {
    keyId: key.id,
    accountId: key.accountId,
    userId: key.userId,
    role: key.role ?? "USER",
    permissions: key.permissions as Permission[],
  };
}
