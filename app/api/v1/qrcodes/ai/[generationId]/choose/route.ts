import { chooseAiVariant } from "@/lib/ai/choose-ai-variant";
import { chooseAiVariantContract } from "@/lib/ai/contracts";
import { withApi } from "@/lib/api/with-api";

export const POST = withApi(chooseAiVariantContract, async ({ caller, params, body }) =>
  chooseAiVariant(caller.accountId, params.generationId, body.variant),
);
