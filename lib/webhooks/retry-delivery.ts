import { ApiError } from "../api/errors";
import { db } from "../db/client";
import { signalOutboxWrite } from "../events/outbox-signal";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { DELIVERY_SELECT, toDeliveryView } from "./list-deliveries";

/**
 * Queues a delivery again, now: a failed one after its receiver was fixed, a pending one without
 * waiting for its backoff, or a delivered one the receiver lost. Same body, same webhook-id.
 */
export async function retryDelivery(accountId: string, webhookId: string, deliveryId: string) {
  const { status } = await getWebhookOrThrow(accountId, webhookId, { status: true });
  if (status === "DISABLED") throw new ApiError("CONFLICT", "This webhook is disabled; enable it before retrying deliveries.");
  const prisma = await db();
  const { count } = await prisma.webhookDelivery.updateMany({
    where: { id: deliveryId, webhookId, accountId },
    data: { status: "PENDING", nextAttemptAt: new Date(), leaseUntil: null },
  });
  if (count === 0) throw new ApiError("NOT_FOUND", "Delivery not found.");
  signalOutboxWrite(); // wakes the dispatcher, as a new event would
  const row = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId }, select: DELIVERY_SELECT });
  return toDeliveryView(row);
}
