import { db } from "../db/client";
import { ApiError } from "../errors/api-error";

/** One candidate image (PNG) of the account's own generation. */
export async function getAiVariantImage(accountId: string, generationId: string, index: number): Promise<Response> {
  const prisma = await db();
  const row = await prisma.aiVariantImage.findFirst({
    where: { generationId, index, generation: { accountId } },
    select: { png: true },
  });
  if (!row) throw new ApiError("NOT_FOUND", "Variant not found.");
  const body = new Uint8Array(row.png);
  return new Response(body, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(body.byteLength),
      "Cache-Control": "private, max-age=3600",
    },
  });
}
