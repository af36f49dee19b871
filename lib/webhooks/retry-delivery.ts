import { ApiError } from "../errors/api-error";
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
  if (status === "DISABLED")
    throw new ApiError("CONFLICT", "This webhook is disabled; enable it before retrying deliveries.");
  const prisma = await db();
  const now = new Date();
  const { count } = await prisma.webhookDelivery.updateMany({
    // Not while a dispatcher holds it: that attempt is under way and will be logged.
    where: { id: deliveryId, webhookId, accountId, OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] },
    data: { status: "PENDING", nextAttemptAt: now, leaseUntil: null },
  });
  if (count === 0) {
    const exists = await prisma.webhookDelivery.count({ where: { id: deliveryId, webhookId, accountId } });
    if (exists) throw new ApiError("CONFLICT", "This delivery is being sent right now; see its log in a moment.");
    throw new ApiError("NOT_FOUND", "Delivery not found.");
  }
  // Read before waking the dispatcher, which may otherwise send it first: the answer is the row as queued.
  const row = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId }, select: DELIVERY_SELECT });
  signalOutboxWrite(); // wakes the dispatcher, as a new event would
  return toDeliveryView(row);
}
