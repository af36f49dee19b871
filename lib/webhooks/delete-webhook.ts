import { ApiError } from "../errors/api-error";
import { db } from "../db/client";

/** webhooks.delete: the webhook and its delivery log go; queued deliveries to it are dropped. */
export async function deleteWebhook(accountId: string, id: string): Promise<{ id: string; deleted: true }> {
  const prisma = await db();
  const { count } = await prisma.webhook.deleteMany({ where: { id, accountId } });
  if (count === 0) throw new ApiError("NOT_FOUND", "Webhook not found.");
  return { id, deleted: true };
}
