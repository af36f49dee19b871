import { aiVariantImageContract } from "@/lib/ai/contracts";
import { getAiVariantImage } from "@/lib/ai/get-ai-variant-image";
import { withApi } from "@/lib/api/with-api";

export const GET = withApi(aiVariantImageContract, async ({ caller, params }) =>
  getAiVariantImage(caller.accountId, params.generationId, params.index),
);
