import { withApi } from "@/lib/api/with-api";
import { createWebhook } from "@/lib/webhooks/create-webhook";
import { listWebhooks } from "@/lib/webhooks/list-webhooks";
import { CreateWebhookBody, ListWebhooksQuery } from "@/lib/webhooks/webhook-schemas";

// GET /api/v1/webhooks — the account's webhooks, newest first, without secrets
export const GET = withApi({ auth: "key-or-session", permission: "qrcode:generate", query: ListWebhooksQuery }, async ({ caller, query }) =>
  listWebhooks(caller.accountId, query),
);

// POST /api/v1/webhooks — register a receiver; the answer carries its signing secret, once
export const POST = withApi({ auth: "key-or-session", permission: "qrcode:create", body: CreateWebhookBody, status: 201, idempotent: true }, async ({ caller, body }) =>
  createWebhook(caller.accountId, body),
);
