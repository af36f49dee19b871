import { withApi } from "@/lib/api/with-api";
import { createWebhookContract, listWebhooksContract } from "@/lib/webhooks/contracts";
import { createWebhook } from "@/lib/webhooks/create-webhook";
import { listWebhooks } from "@/lib/webhooks/list-webhooks";

export const GET = withApi(listWebhooksContract, async ({ caller, query }) => listWebhooks(caller.accountId, query));

export const POST = withApi(createWebhookContract, async ({ caller, body }) => createWebhook(caller, body));
