import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { apiKeySelect, toApiKeyView } from "./api-key-view";
import { generateApiKey, hashApiKey } from "./key-format";
import type { CreateApiKeyInput } from "./key-schemas";

/**
 * Creates a key for the caller's workspace; the clear key is in this answer and nowhere else. Only a
 * signed-in member creates keys (lib/keys/contracts.ts); the key outlives them (createdById is set null).
 */
export async function createApiKey(creator: Extract<AuditCaller, { kind: "session" }>, input: CreateApiKeyInput) {
  const prisma = await db();
  const key = generateApiKey();
  const row = await prisma.$transaction(async (tx) => {
    const created = await tx.apiKey.create({
      data: {
        accountId: creator.accountId,
        createdById: creator.userId,
        name: input.name,
        keyHash: hashApiKey(key),
        lastFour: key.slice(-4),
        permissions: input.permissions,
      },
      select: apiKeySelect,
    });
    await recordAudit(tx, creator, {
      action: "key.created",
      target: { type: "key", id: created.id },
      details: { name: created.name, permissions: created.permissions },
    });
    return created;
  });
  return { ...toApiKeyView(row), key };
}
