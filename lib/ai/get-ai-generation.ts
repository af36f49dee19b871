import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import type { AiGenerationView } from "./ai-schemas";
import { GENERATION_SELECT, toGenerationView } from "./ai-views";

/** GET /api/v1/qrcodes/ai/{generationId}: the account's own generation; anyone else's is a 404. */
export async function getAiGeneration(accountId: string, generationId: string): Promise<AiGenerationView> {
  const prisma = await db();
  const row = await prisma.aiGeneration.findFirst({
    where: { id: generationId, accountId },
    select: GENERATION_SELECT,
  });
  if (!row) throw new ApiError("NOT_FOUND", "AI generation not found.");
  const code = row.qrCodeId
    ? await prisma.qrCode.findUnique({ where: { id: row.qrCodeId }, select: { shortCode: true, styles: true } })
    : null;
  return toGenerationView(row, code);
}
