import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { toWebhookView, WEBHOOK_SELECT } from "./to-webhook-view";

/** One webhook, without its secret. */
export async function getWebhook(accountId: string, id: string) {
  return toWebhookView(await getWebhookOrThrow(accountId, id, WEBHOOK_SELECT));
}
