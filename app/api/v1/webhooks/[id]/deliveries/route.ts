import { withApi } from "@/lib/api/with-api";
import { listDeliveries } from "@/lib/webhooks/list-deliveries";
import { ListDeliveriesQuery, WebhookIdParams } from "@/lib/webhooks/webhook-schemas";

// GET /api/v1/webhooks/{id}/deliveries — the delivery log, newest first, every attempt of each
export const GET = withApi(
  { auth: "key-or-session", permission: "qrcode:generate", params: WebhookIdParams, query: ListDeliveriesQuery },
  async ({ caller, params, query }) => listDeliveries(caller.accountId, params.id, query),
);
