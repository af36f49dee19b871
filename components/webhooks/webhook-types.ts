import type { DeliveryView, WebhookEventType, WebhookView } from "@/lib/webhooks/webhook-schemas";

/** The webhook shapes of `/api/v1/webhooks`, as the browser receives them (times are ISO strings). */
export type Webhook = WebhookView;
export type WebhookStatus = Webhook["status"];
export type LastDelivery = NonNullable<Webhook["lastDelivery"]>;
export type CreatedWebhook = Pick<Webhook, "id" | "url" | "events" | "status" | "createdAt"> & { secret: string };
export type Delivery = DeliveryView;
export type DeliveryStatus = Delivery["status"];
export type DeliveryAttempt = Delivery["attempts"][number];

export interface RotatedSecret {
  id: string;
  secret: string;
  previousSecretExpiresAt: string;
}

export interface Paged<T> {
  list: T[];
  pagination: { page: number; size: number; total: number; totalPages: number };
}

/** The events a webhook can subscribe to, with what sets each off. */
export const WEBHOOK_EVENTS: readonly { value: WebhookEventType; text: string }[] = [
  { value: "scan.created", text: "Someone scans one of your dynamic codes." },
  { value: "qrcode.created", text: "A code is saved, from the dashboard, the API or a batch." },
];
