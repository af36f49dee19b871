import { defineContract } from "../api/contract";
import {
  CreatedWebhookSchema,
  CreateWebhookBody,
  DeletedWebhookSchema,
  DeliveryIdParams,
  DeliveryListSchema,
  DeliverySchema,
  ListDeliveriesQuery,
  ListWebhooksQuery,
  MAX_WEBHOOKS_PER_ACCOUNT,
  RotatedSecretSchema,
  UpdateWebhookBody,
  WebhookIdParams,
  WebhookListSchema,
  WebhookSchema,
} from "./webhook-schemas";

// Webhooks: subscriptions, the delivery log, test events, retries and secret rotation.

const read = {
  tag: "Webhooks",
  auth: "key-or-session",
  permission: "qrcode:generate",
  workspaceRole: "ADMIN",
} as const;
const write = { tag: "Webhooks", auth: "key-or-session", permission: "qrcode:create", workspaceRole: "ADMIN" } as const;

const DELIVERY =
  "Deliveries are `POST` requests with the JSON body `{id, type, timestamp, data}` and Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>`), so any Standard Webhooks library verifies them. 2xx within 10 s is success; otherwise they are retried with backoff for about three days, with the same `webhook-id`. A 410 answer, or 3 days of failures, disables the webhook. Redirects are not followed.";

export const createWebhookContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/webhooks",
  operationId: "webhooks.create",
  summary: "Register a webhook receiver",
  description: `The URL must be http(s) on a public host. At most ${MAX_WEBHOOKS_PER_ACCOUNT} webhooks per account (409). The answer carries the signing secret; it is never shown again. ${DELIVERY}`,
  body: CreateWebhookBody,
  response: CreatedWebhookSchema,
  status: 201,
  idempotent: true,
  errors: ["CONFLICT"],
});

export const listWebhooksContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/webhooks",
  operationId: "webhooks.list",
  summary: "The account's webhooks, newest first",
  query: ListWebhooksQuery,
  response: WebhookListSchema,
  status: 200,
});

export const getWebhookContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/webhooks/{id}",
  operationId: "webhooks.get",
  summary: "One webhook",
  params: WebhookIdParams,
  response: WebhookSchema,
  status: 200,
});

export const updateWebhookContract = defineContract({
  ...write,
  method: "PATCH",
  path: "/api/v1/webhooks/{id}",
  operationId: "webhooks.update",
  summary: "Change a webhook's URL or events, or disable/enable it",
  description:
    "A DISABLED webhook receives nothing. Enabling it resumes deliveries still queued and starts a fresh failure window.",
  params: WebhookIdParams,
  body: UpdateWebhookBody,
  response: WebhookSchema,
  status: 200,
});

export const deleteWebhookContract = defineContract({
  ...write,
  method: "DELETE",
  path: "/api/v1/webhooks/{id}",
  operationId: "webhooks.delete",
  summary: "Delete a webhook and its delivery log",
  params: WebhookIdParams,
  response: DeletedWebhookSchema,
  status: 200,
});

export const rotateWebhookSecretContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/webhooks/{id}/rotate-secret",
  operationId: "webhooks.rotateSecret",
  summary: "Replace the signing secret",
  description:
    "The new secret is shown once. For 24 hours deliveries carry two signatures, one per secret, so receivers can switch without losing one.",
  params: WebhookIdParams,
  response: RotatedSecretSchema,
  status: 200,
});

export const sendTestEventContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/webhooks/{id}/test",
  operationId: "webhooks.test",
  summary: "Send a signed test event now",
  description:
    "Sends a `webhook.test` event (whatever the webhook's status and events) and answers with the delivery after the attempt. Test events are not retried automatically.",
  params: WebhookIdParams,
  response: DeliverySchema,
  status: 200,
});

export const listDeliveriesContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/webhooks/{id}/deliveries",
  operationId: "webhooks.deliveries",
  summary: "The delivery log",
  description:
    "Newest first; each delivery with every attempt (time, status code, duration, the start of the answer, the error) and its next retry.",
  params: WebhookIdParams,
  query: ListDeliveriesQuery,
  response: DeliveryListSchema,
  status: 200,
});

export const retryDeliveryContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry",
  operationId: "webhooks.retryDelivery",
  summary: "Queue a delivery again, now",
  description: "Same body and webhook-id. 409 when the webhook is disabled.",
  params: DeliveryIdParams,
  response: DeliverySchema,
  status: 202,
  errors: ["CONFLICT"],
});

export const WEBHOOKS_CONTRACTS = [
  createWebhookContract,
  listWebhooksContract,
  getWebhookContract,
  updateWebhookContract,
  deleteWebhookContract,
  rotateWebhookSecretContract,
  sendTestEventContract,
  listDeliveriesContract,
  retryDeliveryContract,
];
