import { withApi } from "@/lib/api/with-api";
import { deleteWebhook } from "@/lib/webhooks/delete-webhook";
import { getWebhook } from "@/lib/webhooks/get-webhook";
import { updateWebhook } from "@/lib/webhooks/update-webhook";
import { UpdateWebhookBody, WebhookIdParams } from "@/lib/webhooks/webhook-schemas";

// GET /api/v1/webhooks/{id} — one webhook with its last delivery result
export const GET = withApi({ auth: "key-or-session", permission: "qrcode:generate", params: WebhookIdParams }, async ({ caller, params }) =>
  getWebhook(caller.accountId, params.id),
);

// PATCH /api/v1/webhooks/{id} — change the URL or events, disable or enable
export const PATCH = withApi(
  { auth: "key-or-session", permission: "qrcode:create", params: WebhookIdParams, body: UpdateWebhookBody },
  async ({ caller, params, body }) => updateWebhook(caller.accountId, params.id, body),
);

// DELETE /api/v1/webhooks/{id} — remove a webhook and its delivery log
export const DELETE = withApi({ auth: "key-or-session", permission: "qrcode:create", params: WebhookIdParams }, async ({ caller, params }) =>
  deleteWebhook(caller.accountId, params.id),
);
