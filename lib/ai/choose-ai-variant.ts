import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { ApiError } from "../errors/api-error";
import type { AiVariant, AiGenerationView } from "./ai-schemas";
import type { AiStyles } from "./ai-styles";
import { getAiGeneration } from "./get-ai-generation";
import { conditioningOf } from "./conditioning";

/**
 * POST /api/v1/qrcodes/ai/{generationId}/choose: the saved code shows another scannable variant of
 * the generation that made it (free: the code was paid for once). Refused with 409 while the
 * generation has not succeeded, for a variant that does not scan, or once a regenerate has given
 * the code a newer image.
 */
export async function chooseAiVariant(
  accountId: string,
  generationId: string,
  index: number,
): Promise<AiGenerationView> {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const generation = await tx.aiGeneration.findFirst({
      where: { id: generationId, accountId },
      select: { status: true, variants: true, qrCodeId: true, input: true },
    });
    if (!generation) throw new ApiError("NOT_FOUND", "AI generation not found.");
    if (generation.status !== "SUCCEEDED" || !generation.qrCodeId) {
      throw new ApiError(
        "CONFLICT",
        `The generation is ${generation.status}: a variant can be chosen once it has succeeded.`,
      );
    }
    const variant = ((generation.variants as AiVariant[]) ?? []).find((candidate) => candidate.index === index);
    if (!variant)
      throw new ApiError("INVALID_REQUEST", `Invalid request. variant: this generation has no variant ${index}`, [
        { field: "variant", message: `this generation has no variant ${index}` },
      ]);
    if (!variant.scannable) {
      throw new ApiError(
        "CONFLICT",
        `Variant ${index} did not scan with both decoders at every size (score ${variant.score}); only a scannable variant can be chosen.`,
      );
    }
    const code = await tx.qrCode.findFirst({
      where: { id: generation.qrCodeId, accountId, status: { not: "DELETED" } },
      select: { id: true, styles: true },
    });
    if (!code) throw new ApiError("NOT_FOUND", "The code this generation saved no longer exists.");
    const styles = code.styles as unknown as AiStyles;
    if (styles.ai?.generationId !== generationId)
      throw new ApiError(
        "CONFLICT",
        "The code has been regenerated since: choose among the newer generation's variants.",
      );
    const image = await tx.aiVariantImage.findFirst({ where: { generationId, index }, select: { png: true } });
    if (!image) throw new ApiError("NOT_FOUND", "Variant image not found.");
    const conditioning = conditioningOf(styles.ai.strength, variant.attempt);
    const ai = {
      ...styles.ai,
      variant: index,
      score: variant.score,
      attempt: variant.attempt,
      appliedStrength: conditioning.strength,
      controlWeight: conditioning.controlWeight,
    };
    await tx.qrCode.update({
      where: { id: code.id },
      data: { styles: { ...styles, ai } as unknown as Prisma.InputJsonValue },
      select: { id: true },
    });
    await tx.qrCodeImage.update({
      where: { qrCodeId: code.id },
      data: { png: image.png, updatedAt: new Date() },
      select: { qrCodeId: true },
    });
  });
  return getAiGeneration(accountId, generationId);
}
