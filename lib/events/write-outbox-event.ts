import type { Prisma } from "../db/generated/client";

export type EventType = "qrcode.created" | "scan.created" | "qrcode.target_down" | "import.finished";

/**
 * Records an event for webhook delivery inside the caller's transaction, so the event exists if
 * and only if the change that caused it committed.
 */
export async function writeOutboxEvent(
  tx: Prisma.TransactionClient,
  event: { accountId: string; type: EventType; payload: Prisma.InputJsonValue },
): Promise<void> {
  await tx.outboxEvent.create({ data: event, select: { id: true } });
}
