import { withApi } from "@/lib/api/with-api";
import { retryDeliveryContract } from "@/lib/webhooks/contracts";
import { retryDelivery } from "@/lib/webhooks/retry-delivery";

export const POST = withApi(retryDeliveryContract, async ({ caller, params }) =>
  retryDelivery(caller.accountId, params.id, params.deliveryId),
);
