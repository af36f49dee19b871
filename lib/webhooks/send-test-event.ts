import { randomBytes } from "node:crypto";
import { db, getDatabase } from "../db/client";
import { claimDelivery } from "./claim-deliveries";
import { eventBody, newMessageId } from "./fan-out-events";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { DELIVERY_SELECT, toDeliveryView } from "./list-deliveries";
import { recordAttempts } from "./record-attempts";
import { outcomeOf } from "./retry-schedule";
import { sendDelivery } from "./send-delivery";
import { TEST_EVENT_TYPE } from "./test-event-type";

/**
 * Sends a signed `webhook.test` event now, whatever the webhook's status or subscriptions, and
 * answers with the logged delivery: the quickest way to check a receiver and its verification.
 * Test events are sent once; retry one from the log by hand.
 */
export async function sendTestEvent(accountId: string, webhookId: string) {
  const { id, url } = await getWebhookOrThrow(accountId, webhookId, { id: true, url: true });
  const prisma = await db();
  const now = new Date();
  const data = {
    webhookId: id,
    url,
    message: "This is a test event from Codebeam. Verify its signature, then answer 2xx.",
  };
  const delivery = await prisma.webhookDelivery
    .create({
      data: {
        id: newMessageId(),
        webhookId: id,
        accountId,
        eventType: TEST_EVENT_TYPE,
        body: eventBody(`evt_test_${randomBytes(12).toString("hex")}`, TEST_EVENT_TYPE, now.toISOString(), data),
        nextAttemptAt: null,
      },
      select: { id: true },
    })
    // Deleted meanwhile (the foreign key refuses the row): the same 404 as before.
    .catch(async (error) => {
      await getWebhookOrThrow(accountId, webhookId, { id: true });
      throw error;
    });
  const { sql } = await getDatabase();
  const claimed = await claimDelivery(sql, delivery.id, 60_000);
  if (claimed) {
    const result = await sendDelivery(claimed);
    const outcome = outcomeOf(result, 1, { kind: "test" });
    await recordAttempts(sql, [
      { deliveryId: claimed.id, webhookId: id, lease: claimed.lease, attempt: 1, result, outcome },
    ]);
  }
  return toDeliveryView(
    await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id }, select: DELIVERY_SELECT }),
  );
}
