import { defineContract, IMAGE_CONTENT_TYPES, MCP_READ } from "../api/contract";
import { QrCodeIdParams } from "../codes/code-schemas";
import type { Env } from "../config/env";
import { z } from "zod";
import {
  AiGenerationIdParams,
  AiGenerationSchema,
  ChooseAiVariantBody,
  CreateAiCodeBody,
  QueuedAiGenerationSchema,
  RegenerateAiCodeBody,
} from "./ai-schemas";

// AI mode: queue a generation, follow it, see its candidates, regenerate an AI code.

const tag = "AI codes";
const read = { tag, auth: "key-or-session", permission: "qrcode:generate", workspaceRole: "VIEWER" } as const;
const write = { tag, auth: "key-or-session", permission: "qrcode:create", workspaceRole: "EDITOR" } as const;

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
  description: (config) =>
    `Answers 202 at once with the generation's id and Location; poll it. ${engine(config)} ${guarantee(config)}`,
  body: CreateAiCodeBody,
  response: QueuedAiGenerationSchema,
  status: 202,
  idempotent: true,
  location,
  errors: ["CREDIT_EXHAUSTED"],
  mcp: {
    name: "create_ai_qr_code",
    title: "Create an artistic (AI) QR code that is guaranteed to scan",
    description:
      "Queues an AI generation: the image encodes a tracked short link to `content` (http/https). Only a candidate that two decoders read at every size is saved, " +
      "and only then are the credits charged; follow it with get_ai_generation. With the builtin engine (not generative) `image` (a reference image URL) is required.",
    annotations: { readOnlyHint: false, openWorldHint: true, destructiveHint: false, idempotentHint: false },
    summary: (queued, _input, config) =>
      `Queued AI generation ${queued.generationId} on the ${config.AI_PROVIDER} engine; check it with get_ai_generation.`,
  },
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
  mcp: {
    name: "get_ai_generation",
    title: "Follow an AI generation",
    description:
      "Status (QUEUED, RUNNING, SUCCEEDED, FAILED), progress, every candidate with its scannability score, and the saved code once it succeeded.",
    annotations: MCP_READ,
    summary: (generation, { params }) => {
      const scannable = generation.variants.filter((variant) => variant.scannable).length;
      const saved = generation.qrcode ? `; saved as code ${generation.qrcode.id} (${generation.qrcode.shortLink})` : "";
      const reason = generation.error ? `: ${generation.error}` : "";
      return `Generation ${params.generationId} is ${generation.status} (${generation.progress}%), ${scannable} of ${generation.variants.length} candidates scan${saved}${reason}.`;
    },
  },
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
  mcp: {
    name: "choose_ai_variant",
    title: "Show another scannable candidate on an AI code",
    description:
      "The saved code's image becomes another scannable variant of the generation that made it (free; short link and statistics stay).",
    annotations: { readOnlyHint: false, openWorldHint: false, destructiveHint: true, idempotentHint: true },
    summary: (generation, { body }) => `Code ${generation.qrcode?.id} now shows variant ${body.variant}.`,
  },
});

export const AI_CONTRACTS = [
  createAiCodeContract,
  getAiGenerationContract,
  aiVariantImageContract,
  regenerateAiCodeContract,
  chooseAiVariantContract,
] as const;
