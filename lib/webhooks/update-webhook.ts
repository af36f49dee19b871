import { db } from "../db/client";
import { checkReceiverUrl } from "./check-receiver-url";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { toWebhookView, WEBHOOK_SELECT } from "./to-webhook-view";
import type { UpdateWebhookInput } from "./webhook-schemas";

/**
 * webhooks.update. Enabling clears the reason it was disabled and the failure streak, so a
 * receiver that is back gets a fresh three days before it can be disabled again.
 */
export async function updateWebhook(accountId: string, id: string, { url, events, status }: UpdateWebhookInput) {
  await getWebhookOrThrow(accountId, id, { id: true });
  if (url !== undefined) await checkReceiverUrl(url);
  const prisma = await db();
  const statusChange =
    status === "ACTIVE"
      ? { status, disabledReason: null, failingSince: null }
      : status === "DISABLED"
        ? { status, disabledReason: "Disabled by a user." }
        : {};
  const row = await prisma.webhook.update({ where: { id, accountId }, data: { url, events, ...statusChange }, select: WEBHOOK_SELECT });
  return toWebhookView(row);
}
