import { defineContract, IMAGE_CONTENT_TYPES } from "../api/contract";
import { QrCodeIdParams } from "../codes/code-schemas";
import type { Env } from "../config/env";
import { z } from "zod";
import { AiGenerationIdParams, AiGenerationSchema, ChooseAiVariantBody, CreateAiCodeBody, QueuedAiGenerationSchema, RegenerateAiCodeBody } from "./ai-schemas";

// AI mode (issue 12): queue a generation, follow it, see its candidates, regenerate an AI code.

const tag = "AI codes";
const read = { tag, auth: "key-or-session", permission: "qrcode:generate" } as const;
const write = { tag, auth: "key-or-session", permission: "qrcode:create" } as const;

const engine = (config: Env) =>
  config.AI_PROVIDER === "builtin"
    ? "This server's engine is `builtin`: a halftone code drawn from the reference `image` (required); it is not generative and a prompt-only request is a 400 naming AI_PROVIDER."
    : `This server's engine is \`${config.AI_PROVIDER}\`.`;
const guarantee = (config: Env) =>
  `Every candidate is decoded by two decoders (jsQR and ZXing) at 256, 512 and 1024 px and once blurred; only one that reads exactly the short link every time is saved. A saved code costs ${config.AI_CODE_COST} credits, charged in the transaction that saves it; a FAILED generation costs nothing.`;

const location = (body: { location?: string }) => body.location;

export const createAiCodeContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/qrcodes/ai",
  operationId: "qrcodes.createAi",
  summary: "Queue an artistic (AI mode) QR code that is guaranteed to scan",
  description: (config) => `Answers 202 at once with the generation's id and Location; poll it. ${engine(config)} ${guarantee(config)}`,
  body: CreateAiCodeBody,
  response: QueuedAiGenerationSchema,
  status: 202,
  idempotent: true,
  location,
  errors: ["CREDIT_EXHAUSTED"],
});

export const getAiGenerationContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/qrcodes/ai/{generationId}",
  operationId: "qrcodes.getAiGeneration",
  summary: "An AI generation: status, progress, candidates with their decoder results, the saved code",
  params: AiGenerationIdParams,
  response: AiGenerationSchema,
  status: 200,
});

export const aiVariantImageContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/qrcodes/ai/{generationId}/variants/{index}",
  operationId: "qrcodes.getAiVariantImage",
  summary: "One candidate image (PNG) of an AI generation",
  params: AiGenerationIdParams.extend({ index: z.coerce.number().int().min(0).max(99) }),
  response: { file: [IMAGE_CONTENT_TYPES[0]] },
  status: 200,
});

export const regenerateAiCodeContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/qrcodes/{id}/regenerate",
  operationId: "qrcodes.regenerate",
  summary: "A new image for an AI code, under the same short link",
  description: (config) =>
    `The body may be left out (the code's prompt is reused). Queues a generation like POST /api/v1/qrcodes/ai; on success the code's image and styles are replaced and it is charged again. ${guarantee(config)}`,
  params: QrCodeIdParams,
  body: RegenerateAiCodeBody,
  optionalBody: true,
  response: QueuedAiGenerationSchema,
  status: 202,
  idempotent: true,
  location,
  errors: ["CREDIT_EXHAUSTED"],
});

export const chooseAiVariantContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/qrcodes/ai/{generationId}/choose",
  operationId: "qrcodes.chooseAiVariant",
  summary: "Show another scannable variant of a succeeded generation on its saved code (free)",
  description: () =>
    "The saved code's image becomes the chosen variant; the short link, statistics and charge stay. 409 while the generation has not succeeded, for a variant that did not scan, or after the code was regenerated.",
  params: AiGenerationIdParams,
  body: ChooseAiVariantBody,
  response: AiGenerationSchema,
  status: 200,
  errors: ["CONFLICT"],
});

export const AI_CONTRACTS = [createAiCodeContract, getAiGenerationContract, aiVariantImageContract, regenerateAiCodeContract, chooseAiVariantContract] as const;
