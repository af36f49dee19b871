import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import { apiKeySelect, toApiKeyView } from "./api-key-view";

/** Revokes a key of the caller's workspace (idempotent); another workspace's key id is 404. */
export async function revokeApiKey(caller: AuditCaller, id: string) {
  const prisma = await db();
  const row = await prisma.$transaction(async (tx) => {
    const existing = await tx.apiKey.findFirst({
      where: { id, accountId: caller.accountId },
      select: { id: true, revokedAt: true },
    });
    if (!existing) throw new ApiError("NOT_FOUND", "API key not found.");
    // Only the first revoke changes anything, so only it is recorded.
    const { count } = await tx.apiKey.updateMany({
      where: { id: existing.id, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    const revoked = await tx.apiKey.findUniqueOrThrow({ where: { id: existing.id }, select: apiKeySelect });
    if (count > 0) {
      await recordAudit(tx, caller, {
        action: "key.revoked",
        target: { type: "key", id: revoked.id },
        details: { name: revoked.name, permissions: revoked.permissions },
      });
    }
    return revoked;
  });
  return toApiKeyView(row);
}
