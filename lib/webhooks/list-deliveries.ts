import { db } from "../db/client";
import { findPage, type PageRequest } from "../db/find-page";
import type { Prisma } from "../db/generated/client";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import type { DeliveryView } from "./webhook-schemas";

export const DELIVERY_SELECT = {
  id: true,
  eventId: true,
  eventType: true,
  body: true,
  status: true,
  attemptCount: true,
  nextAttemptAt: true,
  createdAt: true,
  attempts: {
    orderBy: [{ attempt: "asc" }, { createdAt: "asc" }],
    select: {
      attempt: true,
      createdAt: true,
      success: true,
      statusCode: true,
      durationMs: true,
      responseExcerpt: true,
      error: true,
    },
  },
} satisfies Prisma.WebhookDeliverySelect;

type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ select: typeof DELIVERY_SELECT }>;

export function toDeliveryView(row: DeliveryRow): DeliveryView {
  return {
    id: row.id,
    eventId: (JSON.parse(row.body) as { id: string }).id,
    eventType: row.eventType,
    status: row.status,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.status === "PENDING" ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    attempts: row.attempts.map(({ createdAt, ...attempt }) => ({ ...attempt, at: createdAt.toISOString() })),
    body: row.body,
  };
}

/** The delivery log of one webhook: newest event first, each delivery with all its attempts. */
export async function listDeliveries(accountId: string, webhookId: string, request: PageRequest) {
  await getWebhookOrThrow(accountId, webhookId, { id: true });
  const prisma = await db();
  const where = { webhookId, accountId };
  const { rows, pagination } = await findPage(
    request,
    () => prisma.webhookDelivery.count({ where }),
    (window) =>
      prisma.webhookDelivery.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { eventId: { sort: "desc", nulls: "first" } }, { id: "desc" }],
        ...window,
        select: DELIVERY_SELECT,
      }),
  );
  return { list: rows.map(toDeliveryView), pagination };
}
