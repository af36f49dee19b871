import { getAiGenerationContract } from "@/lib/ai/contracts";
import { getAiGeneration } from "@/lib/ai/get-ai-generation";
import { withApi } from "@/lib/api/with-api";

export const GET = withApi(getAiGenerationContract, async ({ caller, params }) =>
  getAiGeneration(caller.accountId, params.generationId),
);
