import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import { apiKeySelect, toApiKeyView } from "./api-key-view";

/** Revokes a key of the account (idempotent); another account's key id is 404. */
export async function revokeApiKey(accountId: string, id: string) {
  const prisma = await db();
  const existing = await prisma.apiKey.findFirst({ where: { id, accountId }, select: { id: true, revokedAt: true } });
  if (!existing) throw new ApiError("NOT_FOUND", "API key not found.");
  const row = await prisma.apiKey.update({
    where: { id: existing.id },
    data: { revokedAt: existing.revokedAt ?? new Date() },
    select: apiKeySelect,
  });
  return toApiKeyView(row);
}
