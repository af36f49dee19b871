import { z } from "zod";
import { AiGenerationIdParams, AiGenerationSchema, ChooseAiVariantBody, CreateAiCodeBody, QueuedAiGenerationSchema } from "../ai/ai-schemas";
import { chooseAiVariant } from "../ai/choose-ai-variant";
import { createAiGeneration } from "../ai/create-ai-generation";
import { getAiGeneration } from "../ai/get-ai-generation";
import { getConfig } from "../config/env";
import { inputOf } from "./tool-input";
import { defineTool, READ_ONLY } from "./tool-types";

/** POST /api/v1/qrcodes/ai */
export const createAiQrCodeTool = defineTool({
  name: "create_ai_qr_code",
  title: "Create an artistic (AI) QR code that is guaranteed to scan",
  description:
    "Queues an AI generation: the image encodes a tracked short link to `content` (http/https). Only a candidate that two decoders read at every size is saved, " +
    "and only then are the credits charged; follow it with get_ai_generation. With the builtin engine (not generative) `image` (a reference image URL) is required.",
  permission: "qrcode:create",
  input: inputOf(CreateAiCodeBody),
  output: QueuedAiGenerationSchema,
  annotations: { readOnlyHint: false, openWorldHint: true, destructiveHint: false, idempotentHint: false },
  async run(args, caller) {
    const queued = await createAiGeneration(caller, args);
    return { data: queued, summary: `Queued AI generation ${queued.generationId} on the ${getConfig().AI_PROVIDER} engine; check it with get_ai_generation.` };
  },
});

/** GET /api/v1/qrcodes/ai/{generationId} */
export const getAiGenerationTool = defineTool({
  name: "get_ai_generation",
  title: "Follow an AI generation",
  description: "Status (QUEUED, RUNNING, SUCCEEDED, FAILED), progress, every candidate with its scannability score, and the saved code once it succeeded.",
  permission: "qrcode:generate",
  input: inputOf(AiGenerationIdParams),
  output: AiGenerationSchema,
  annotations: { ...READ_ONLY, idempotentHint: true },
  async run({ generationId }, caller) {
    const generation = await getAiGeneration(caller.accountId, generationId);
    const scannable = generation.variants.filter((variant) => variant.scannable).length;
    const saved = generation.qrcode ? `; saved as code ${generation.qrcode.id} (${generation.qrcode.shortLink})` : "";
    const reason = generation.error ? `: ${generation.error}` : "";
    return {
      data: generation,
      summary: `Generation ${generationId} is ${generation.status} (${generation.progress}%), ${scannable} of ${generation.variants.length} candidates scan${saved}${reason}.`,
    };
  },
});

/** POST /api/v1/qrcodes/ai/{generationId}/choose */
export const chooseAiVariantTool = defineTool({
  name: "choose_ai_variant",
  title: "Show another scannable candidate on an AI code",
  description: "The saved code's image becomes another scannable variant of the generation that made it (free; short link and statistics stay).",
  permission: "qrcode:create",
  input: inputOf(z.strictObject({ ...AiGenerationIdParams.shape, ...ChooseAiVariantBody.shape })),
  output: AiGenerationSchema,
  annotations: { readOnlyHint: false, openWorldHint: false, destructiveHint: true, idempotentHint: true },
  async run({ generationId, variant }, caller) {
    const generation = await chooseAiVariant(caller.accountId, generationId, variant);
    return { data: generation, summary: `Code ${generation.qrcode?.id} now shows variant ${variant}.` };
  },
});
