import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
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

/**
 * Resolves a clear API key to its record, or throws 401. Every input, malformed or not, is hashed
 * and looked up by its hash, so the time taken does not tell whether a key exists.
 */
export async function verifyApiKey(rawKey: string): Promise<VerifiedKey> {
  const wellFormed = KEY_PATTERN.test(rawKey);
  const prisma = await db();
  const key = await prisma.apiKey.findUnique({
    where: { keyHash: hashApiKey(rawKey) },
    select: {
      id: true,
      accountId: true,
      permissions: true,
      revokedAt: true,
      lastUsedAt: true,
      createdBy: { select: { id: true, role: true } },
    },
  });
  if (!wellFormed || !key || key.revokedAt) {
    throw new ApiError("UNAUTHORIZED", "Invalid or revoked API key.");
  }
  // Last-used time is kept to the minute: no write on every request.
  const now = Date.now();
  if (!key.lastUsedAt || now - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: new Date(now) }, select: { id: true } });
  }
  return {
    keyId: key.id,
    accountId: key.accountId,
    userId: key.createdBy?.id ?? null,
    role: key.createdBy?.role ?? "USER",
    permissions: key.permissions as Permission[],
  };
}
