import type { Prisma } from "../db/generated/client";
import type { WebhookEventType, WebhookView } from "./webhook-schemas";

/** Everything a webhook answer shows; never the secret columns. */
export const WEBHOOK_SELECT = {
  id: true,
  url: true,
  events: true,
  status: true,
  disabledReason: true,
  createdAt: true,
  updatedAt: true,
  lastDeliveryAt: true,
  lastDeliveryOk: true,
  lastDeliveryStatusCode: true,
  lastDeliveryError: true,
} satisfies Prisma.WebhookSelect;

type WebhookRow = Prisma.WebhookGetPayload<{ select: typeof WEBHOOK_SELECT }>;

export function toWebhookView(row: WebhookRow): WebhookView {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    status: row.status,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastDelivery: row.lastDeliveryAt
      ? {
          at: row.lastDeliveryAt.toISOString(),
          success: row.lastDeliveryOk ?? false,
          statusCode: row.lastDeliveryStatusCode,
          error: row.lastDeliveryError,
        }
      : null,
  };
}
