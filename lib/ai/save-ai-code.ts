import { getConfig } from "../config/env";
import { chargeCredits } from "../credits/charge-credits";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { signalOutboxWrite } from "../events/outbox-signal";
import { writeOutboxEvent } from "../events/write-outbox-event";
import { QR_CODE_SELECT, toQrCodeView } from "../codes/to-qr-code-view";
import type { AiGenerationInput } from "./ai-input";
import type { AiStyles } from "./ai-styles";

export class LeaseLostError extends Error {}

export const AI_IMAGE_SIZE = 1024;

/**
 * The one transaction that pays for an AI code and saves it: AI_CODE_COST is charged (403
 * CREDIT_EXHAUSTED rolls everything back), then the code (or, on a regenerate, its new image and
 * styles), the image, the `qrcode.created` event of a new code, and the generation marked
 * SUCCEEDED — only while this worker still holds the generation's lease.
 */
export async function saveAiCode(
  generation: { id: string; accountId: string; leaseToken: string; regenerateOfId: string | null },
  input: AiGenerationInput,
  image: Buffer,
  styles: AiStyles,
): Promise<string> {
  const png = new Uint8Array(image);
  const prisma = await db();
  const { accountId } = generation;
  const cost = getConfig().AI_CODE_COST;
  const qrCodeId = await prisma.$transaction(
    async (tx) => {
      if (cost > 0)
        await chargeCredits(tx, {
          accountId,
          amount: cost,
          reason: generation.regenerateOfId ? "qrcode.regenerate" : "qrcode.ai",
          reference: input.shortCode,
        });
      let id: string;
      if (generation.regenerateOfId) {
        const updated = await tx.qrCode.updateMany({
          where: { id: generation.regenerateOfId, accountId, status: { not: "DELETED" } },
          data: { styles: styles as unknown as Prisma.InputJsonValue },
        });
        if (updated.count === 0) throw new LeaseLostError("the code was deleted while its image was generated");
        id = generation.regenerateOfId;
        await tx.qrCodeImage.upsert({
          where: { qrCodeId: id },
          create: { qrCodeId: id, png },
          update: { png, updatedAt: new Date() },
        });
      } else {
        // The one who queued the generation (lib/ai/create-ai-generation.ts) creates the code.
        const creator = await tx.aiGeneration.findUniqueOrThrow({
          where: { id: generation.id },
          select: { createdByUserId: true, createdByKeyId: true },
        });
        const row = await tx.qrCode.create({
          data: {
            accountId,
            createdByUserId: creator.createdByUserId,
            createdByKeyId: creator.createdByKeyId,
            name: input.name || null,
            mode: "AI",
            content: input.content,
            targetUrl: input.content,
            shortCode: input.shortCode,
            templateUsed: "ai",
            matchedKeywords: [],
            styles: styles as unknown as Prisma.InputJsonValue,
            errorCorrectionLevel: "H",
            size: AI_IMAGE_SIZE,
          },
          select: QR_CODE_SELECT,
        });
        id = row.id;
        await tx.qrCodeImage.create({ data: { qrCodeId: id, png } });
        await writeOutboxEvent(tx, {
          accountId,
          type: "qrcode.created",
          payload: toQrCodeView(row) as unknown as Prisma.InputJsonValue,
        });
      }
      const done = await tx.aiGeneration.updateMany({
        where: { id: generation.id, leaseToken: generation.leaseToken, status: "RUNNING" },
        data: { status: "SUCCEEDED", progress: 100, qrCodeId: id, leaseUntil: null, error: null },
      });
      if (done.count === 0) throw new LeaseLostError("another worker took the generation over");
      return id;
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
  if (!generation.regenerateOfId) signalOutboxWrite();
  return qrCodeId;
}
