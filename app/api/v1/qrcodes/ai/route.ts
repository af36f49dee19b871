import { createAiCodeContract } from "@/lib/ai/contracts";
import { createAiGeneration } from "@/lib/ai/create-ai-generation";
import { withApi } from "@/lib/api/with-api";

export const POST = withApi(createAiCodeContract, async ({ caller, body }) => createAiGeneration(caller, body));
