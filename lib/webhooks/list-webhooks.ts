import { db } from "../db/client";
import { toWebhookView, WEBHOOK_SELECT } from "./to-webhook-view";
import type { PageInput } from "./webhook-schemas";

/** webhooks.list: newest first, secrets never included. */
export async function listWebhooks(accountId: string, { page, size }: PageInput) {
  const prisma = await db();
  const where = { accountId };
  const [total, rows] = await Promise.all([
    prisma.webhook.count({ where }),
    prisma.webhook.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * size, take: size, select: WEBHOOK_SELECT }),
  ]);
  return { list: rows.map(toWebhookView), pagination: { page, size, total, totalPages: Math.ceil(total / size) } };
}
