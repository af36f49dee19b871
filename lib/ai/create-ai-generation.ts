import type { AuthenticatedCaller } from "../auth/caller";
import { creatorColumnsOf } from "../codes/code-creator";
import { generateShortCode } from "../codes/generate-short-code";
import { getQrCodeOrThrow } from "../codes/get-qr-code-or-throw";
import { getConfig } from "../config/env";
import { sumLedger } from "../credits/credit-ledger";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { ApiError, invalid } from "../errors/api-error";
import type { AiGenerationInput } from "./ai-input";
import type { CreateAiCodeInput, RegenerateAiCodeInput } from "./ai-schemas";
import { generationUrl } from "./ai-views";
import { nameFromPrompt } from "./name-from-prompt";
import { signalAiWork } from "./ai-work-signal";
import { fetchReferenceImage } from "./fetch-reference-image";
import { isImageDataUrl } from "../validation/image-data-url";

export interface QueuedGeneration {
  generationId: string;
  status: "QUEUED";
  location: string;
}

/**
 * Checks what can be checked before queueing (engine able to serve the request, reference image
 * reachable, credits enough for one code) so the caller gets a 4xx now rather than a FAILED later.
 * Nothing is charged here: the worker charges in the transaction that saves a scannable code.
 */
async function queue(
  caller: AuthenticatedCaller,
  input: Omit<AiGenerationInput, "provider">,
  regenerateOfId?: string,
): Promise<QueuedGeneration> {
  const { accountId } = caller;
  const config = getConfig();
  if (config.AI_PROVIDER === "builtin" && !input.image && !input.referencePng) {
    throw invalid(
      "image",
      "is required: the builtin engine is not generative, it draws a halftone code from a reference image. For prompt-only art set AI_PROVIDER (automatic1111, comfyui or replicate) and AI_PROVIDER_URL / AI_PROVIDER_TOKEN",
    );
  }
  const referencePng = input.image ? (await fetchReferenceImage(input.image)).toString("base64") : input.referencePng;
  const prisma = await db();
  const balance = await sumLedger(prisma, accountId);
  if (balance < config.AI_CODE_COST) {
    throw new ApiError(
      "CREDIT_EXHAUSTED",
      `An AI code costs ${config.AI_CODE_COST} credits; the balance is ${balance}.`,
    );
  }
  // An upload is kept as the decoded 512 px PNG only (not its data: URL, which would travel in every view of the code).
  const uploaded = input.image !== undefined && isImageDataUrl(input.image);
  const stored: AiGenerationInput = {
    ...input,
    ...(uploaded ? { image: undefined, referenceUploaded: true } : {}),
    provider: config.AI_PROVIDER,
    ...(referencePng ? { referencePng } : {}),
  };
  const row = await prisma.aiGeneration.create({
    data: {
      accountId,
      input: stored as unknown as Prisma.InputJsonValue,
      regenerateOfId,
      ...creatorColumnsOf(caller),
    },
    select: { id: true },
  });
  signalAiWork();
  return { generationId: row.id, status: "QUEUED", location: generationUrl(row.id) };
}

/** POST /api/v1/qrcodes/ai: queues a generation; the image will encode a new short link. Unnamed, the code is named after its prompt. */
export function createAiGeneration(caller: AuthenticatedCaller, body: CreateAiCodeInput): Promise<QueuedGeneration> {
  return queue(caller, {
    ...body,
    name: body.name || nameFromPrompt(body.prompt),
    shortCode: generateShortCode(),
  });
}

/** POST /api/v1/qrcodes/{id}/regenerate: a new image for an AI code, under the short link it has. */
export async function regenerateAiCode(
  caller: AuthenticatedCaller,
  id: string,
  body: RegenerateAiCodeInput,
): Promise<QueuedGeneration> {
  const code = await getQrCodeOrThrow(caller.accountId, id, {
    id: true,
    mode: true,
    shortCode: true,
    targetUrl: true,
    name: true,
    styles: true,
  });
  if (code.mode !== "AI" || !code.shortCode) throw invalid("id", "is not an AI code; only AI codes can be regenerated");
  const previous = ((code.styles as { ai?: Partial<CreateAiCodeInput> }).ai ?? {}) as Partial<CreateAiCodeInput> & {
    generationId?: string;
    referenceUploaded?: boolean;
  };
  const prompt = body.prompt ?? previous.prompt;
  if (!prompt) throw invalid("prompt", "is required");
  return queue(
    caller,
    {
      content: code.targetUrl,
      name: code.name ?? undefined,
      prompt,
      negativePrompt: body.negativePrompt ?? previous.negativePrompt,
      image: body.image ?? previous.image,
      // An uploaded reference is reused from the generation that made the current image.
      referencePng:
        body.image === undefined && previous.referenceUploaded
          ? await uploadedReferenceOf(previous.generationId)
          : undefined,
      referenceUploaded: body.image === undefined && previous.referenceUploaded ? true : undefined,
      seed: body.seed,
      strength: body.strength,
      variants: body.variants,
      shortCode: code.shortCode,
    },
    code.id,
  );
}

async function uploadedReferenceOf(generationId: string | undefined): Promise<string | undefined> {
  if (!generationId) return undefined;
  const row = await (await db()).aiGeneration.findUnique({ where: { id: generationId }, select: { input: true } });
  return (row?.input as AiGenerationInput | undefined)?.referencePng;
}
