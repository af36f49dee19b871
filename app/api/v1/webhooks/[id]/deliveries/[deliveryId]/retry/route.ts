import { withApi } from "@/lib/api/with-api";
import { retryDelivery } from "@/lib/webhooks/retry-delivery";
import { DeliveryIdParams } from "@/lib/webhooks/webhook-schemas";

// POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/retry — queue a delivery again, now
export const POST = withApi({ auth: "key-or-session", permission: "qrcode:create", params: DeliveryIdParams, status: 202 }, async ({ caller, params }) =>
  retryDelivery(caller.accountId, params.id, params.deliveryId),
);
