import { db } from "../db/client";
import { apiKeySelect, toApiKeyView } from "./api-key-view";
import { generateApiKey, hashApiKey } from "./key-format";
import type { CreateApiKeyInput } from "./key-schemas";

/** Creates a key for the user's account; the clear key is in this answer and nowhere else. */
export async function createApiKey(owner: { accountId: string; userId: string }, input: CreateApiKeyInput) {
  const prisma = await db();
  const key = generateApiKey();
  const row = await prisma.apiKey.create({
    data: {
      accountId: owner.accountId,
      createdById: owner.userId,
      name: input.name,
      keyHash: hashApiKey(key),
      lastFour: key.slice(-4),
      permissions: input.permissions,
    },
    select: apiKeySelect,
  });
  return { ...toApiKeyView(row), key };
}
