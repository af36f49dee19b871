import { regenerateAiCodeContract } from "@/lib/ai/contracts";
import { regenerateAiCode } from "@/lib/ai/create-ai-generation";
import { withApi } from "@/lib/api/with-api";

export const POST = withApi(regenerateAiCodeContract, async ({ caller, params, body }) =>
  regenerateAiCode(caller, params.id, body),
);
