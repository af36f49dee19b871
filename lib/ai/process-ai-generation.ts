import { shortLinkFor } from "../codes/short-link-base";
import { getConfig } from "../config/env";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { isUniqueViolationOn } from "../db/is-prisma-error";
import { ApiError } from "../errors/api-error";
import { buildMatrix } from "../render/build-matrix";
import type { AiGenerationInput } from "./ai-input";
import type { AiVariant } from "./ai-schemas";
import { checkScannable } from "./check-scannable";
import type { ClaimedGeneration } from "./claim-ai-generations";
import { conditioningOf } from "./conditioning";
import { controlImage } from "./control-image";
import { candidatePng } from "./candidate-png";
import { readableShortCode } from "./readable-short-code";
import type { AiProvider } from "./providers/provider-types";
import { LeaseLostError, saveAiCode } from "./save-ai-code";

const variantUrl = (generationId: string, index: number) =>
  `${getConfig().APP_URL.replace(/\/+$/, "")}/api/v1/qrcodes/ai/${generationId}/variants/${index}`;

/**
 * Runs one claimed generation to its end: up to AI_MAX_ATTEMPTS attempts (counting those made
 * before a restart), each asking the engine for the variants, checking every candidate with two
 * decoders (lib/ai/check-scannable) and recording it; the first scannable one is saved and charged
 * (lib/ai/save-ai-code). Otherwise FAILED with the reason, nothing charged. Every write is guarded
 * by the lease token: a worker that lost its lease stops without writing.
 */
export async function processAiGeneration(
  claimed: ClaimedGeneration,
  provider: AiProvider,
  leaseMs: number,
): Promise<void> {
  const prisma = await db();
  const config = getConfig();
  let input = claimed.input as AiGenerationInput;
  const maxAttempts = config.AI_MAX_ATTEMPTS;
  const ours = { id: claimed.id, leaseToken: claimed.leaseToken, status: "RUNNING" as const };
  const write = async (data: Prisma.AiGenerationUpdateManyMutationInput) => {
    const { count } = await prisma.aiGeneration.updateMany({
      where: ours,
      data: { ...data, leaseUntil: new Date(Date.now() + leaseMs) },
    });
    if (count === 0) throw new LeaseLostError("lease lost");
  };
  if (claimed.attempts === 0 && !claimed.regenerateOfId) {
    const shortCode = await readableShortCode(input.shortCode); // a regenerated code keeps its own
    if (shortCode !== input.shortCode) {
      input = { ...input, shortCode };
      await write({ input: input as unknown as Prisma.InputJsonValue });
    }
  }
  const shortLink = shortLinkFor(input.shortCode);
  const matrix = buildMatrix(shortLink, "H");
  const control = await controlImage(matrix);
  const referencePng = input.referencePng ? Buffer.from(input.referencePng, "base64") : undefined;
  const row = await prisma.aiGeneration.findUnique({ where: { id: claimed.id }, select: { variants: true } });
  const variants = ((row?.variants as AiVariant[] | undefined) ?? []).slice();
  let reason = "";
  try {
    for (let attempt = claimed.attempts + 1; attempt <= maxAttempts; attempt++) {
      await write({ attempts: attempt, progress: Math.round(((attempt - 1) / maxAttempts) * 100) });
      const conditioning = conditioningOf(input.strength, attempt);
      let images: Buffer[];
      try {
        images = await provider.generate({
          ...conditioning,
          shortLink,
          matrix,
          controlPng: control,
          prompt: input.prompt,
          negativePrompt: input.negativePrompt,
          seed: input.seed,
          variants: input.variants,
          attempt,
          referencePng,
        });
      } catch (error) {
        reason = `attempt ${attempt}: ${(error as Error).message}`;
        continue;
      }
      let chosen: { png: Buffer; score: number; index: number } | undefined;
      for (const image of images) {
        const png = await candidatePng(image).catch(() => undefined);
        const check = png ? await checkScannable(png, shortLink) : { scannable: false, score: 0, decoders: [] };
        const index = variants.length;
        if (png)
          await prisma.aiVariantImage.create({ data: { generationId: claimed.id, index, png: new Uint8Array(png) } });
        variants.push({
          index,
          attempt,
          imageUrl: variantUrl(claimed.id, index),
          scannable: check.scannable,
          score: check.score,
          decoders: check.decoders,
        });
        if (png && check.scannable && !chosen) chosen = { png, score: check.score, index };
      }
      await write({ variants: variants as unknown as Prisma.InputJsonValue });
      if (chosen) {
        const styles = {
          ai: {
            provider: provider.name,
            prompt: input.prompt,
            ...(input.negativePrompt ? { negativePrompt: input.negativePrompt } : {}),
            ...(input.image ? { image: input.image } : {}),
            ...(input.referenceUploaded ? { referenceUploaded: true } : {}),
            ...(input.seed === undefined ? {} : { seed: input.seed }),
            strength: input.strength,
            appliedStrength: conditioning.strength,
            controlWeight: conditioning.controlWeight,
            attempt,
            score: chosen.score,
            generationId: claimed.id,
            variant: chosen.index,
          },
        };
        try {
          await saveAiCode(claimed, input, chosen.png, styles);
          return;
        } catch (error) {
          if (error instanceof ApiError) reason = `not saved: ${error.message}`;
          else if (isUniqueViolationOn(error, "shortCode"))
            reason = "not saved: the short code was taken meanwhile; create the code again";
          else throw error;
          break;
        }
      }
      const best = Math.max(0, ...variants.filter((v) => v.attempt === attempt).map((v) => v.score));
      reason = `attempt ${attempt}: no variant scanned with both decoders at every size and blurred (best score ${best})`;
    }
    await write({
      status: "FAILED",
      progress: 100,
      error: `No scannable image after ${maxAttempts} attempts; nothing was charged. Last: ${reason}`.slice(0, 1000),
    });
    await prisma.aiGeneration.updateMany({
      where: { id: claimed.id, leaseToken: claimed.leaseToken },
      data: { leaseUntil: null },
    });
  } catch (error) {
    if (error instanceof LeaseLostError) return; // another worker has it now
    throw error; // the lease expires and a worker resumes the generation
  }
}
