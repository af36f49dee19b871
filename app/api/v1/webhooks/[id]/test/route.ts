import { withApi } from "@/lib/api/with-api";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";
import { WebhookIdParams } from "@/lib/webhooks/webhook-schemas";

// POST /api/v1/webhooks/{id}/test — send a signed webhook.test event now and answer with its log entry
export const POST = withApi({ auth: "key-or-session", permission: "qrcode:create", params: WebhookIdParams }, async ({ caller, params }) =>
  sendTestEvent(caller.accountId, params.id),
);
