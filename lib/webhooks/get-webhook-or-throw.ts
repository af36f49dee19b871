import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";

/** A webhook of the caller's account, or 404: another account's id answers exactly like an unknown one. */
export async function getWebhookOrThrow<S extends Prisma.WebhookSelect>(accountId: string, id: string, select: S) {
  const prisma = await db();
  const webhook = await prisma.webhook.findFirst({ where: { id, accountId }, select });
  if (!webhook) throw new ApiError("NOT_FOUND", "Webhook not found.");
  return webhook;
}
