import { db } from "../db/client";
import { apiKeySelect, toApiKeyView } from "./api-key-view";

export async function listApiKeys(accountId: string) {
  const prisma = await db();
  const rows = await prisma.apiKey.findMany({
    where: { accountId },
    orderBy: { createdAt: "desc" },
    select: apiKeySelect,
  });
  return { data: rows.map(toApiKeyView) };
}
