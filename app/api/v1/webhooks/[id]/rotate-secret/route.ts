import { withApi } from "@/lib/api/with-api";
import { rotateWebhookSecret } from "@/lib/webhooks/rotate-webhook-secret";
import { WebhookIdParams } from "@/lib/webhooks/webhook-schemas";

// POST /api/v1/webhooks/{id}/rotate-secret — a new secret (shown once); the old one signs too for 24 h
export const POST = withApi({ auth: "key-or-session", permission: "qrcode:create", params: WebhookIdParams }, async ({ caller, params }) =>
  rotateWebhookSecret(caller.accountId, params.id),
);
