import { withApi } from "@/lib/api/with-api";
import { deleteWebhookContract, getWebhookContract, updateWebhookContract } from "@/lib/webhooks/contracts";
import { deleteWebhook } from "@/lib/webhooks/delete-webhook";
import { getWebhook } from "@/lib/webhooks/get-webhook";
import { updateWebhook } from "@/lib/webhooks/update-webhook";

export const GET = withApi(getWebhookContract, async ({ caller, params }) => getWebhook(caller.accountId, params.id));

export const PATCH = withApi(updateWebhookContract, async ({ caller, params, body }) =>
  updateWebhook(caller, params.id, body),
);

export const DELETE = withApi(deleteWebhookContract, async ({ caller, params }) => deleteWebhook(caller, params.id));
