import { db } from "../db/client";
import { findPage, type PageRequest } from "../db/find-page";
import { toWebhookView, WEBHOOK_SELECT } from "./to-webhook-view";

/** webhooks.list: newest first, secrets never included. */
export async function listWebhooks(accountId: string, request: PageRequest) {
  const prisma = await db();
  const where = { accountId };
  const { rows, pagination } = await findPage(
    request,
    () => prisma.webhook.count({ where }),
    (window) =>
      prisma.webhook.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        ...window,
        select: WEBHOOK_SELECT,
      }),
  );
  return { list: rows.map(toWebhookView), pagination };
}
