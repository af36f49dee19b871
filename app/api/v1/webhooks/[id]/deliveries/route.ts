import { withApi } from "@/lib/api/with-api";
import { listDeliveriesContract } from "@/lib/webhooks/contracts";
import { listDeliveries } from "@/lib/webhooks/list-deliveries";

export const GET = withApi(listDeliveriesContract, async ({ caller, params, query }) =>
  listDeliveries(caller.accountId, params.id, query),
);
