import { withApi } from "@/lib/api/with-api";
import { rotateWebhookSecretContract } from "@/lib/webhooks/contracts";
import { rotateWebhookSecret } from "@/lib/webhooks/rotate-webhook-secret";

export const POST = withApi(rotateWebhookSecretContract, async ({ caller, params }) =>
  rotateWebhookSecret(caller, params.id),
);
