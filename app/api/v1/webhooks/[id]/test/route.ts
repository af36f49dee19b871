import { withApi } from "@/lib/api/with-api";
import { sendTestEventContract } from "@/lib/webhooks/contracts";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";

export const POST = withApi(sendTestEventContract, async ({ caller, params }) =>
  sendTestEvent(caller.accountId, params.id),
);
