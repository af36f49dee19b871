import { db } from "../db/client";
import { renderSavedCode, SAVED_IMAGE_SELECT } from "./render-saved-code";

const THUMBNAIL_PX = 128;

/**
 * Small PNGs of the listed codes as data URLs, drawn on the server with the page (through the
 * saved-image cache), so a page of 50 codes costs the browser no image requests and the account
 * no rate-limit budget. A code that cannot be drawn (an AI code still without art) gets none.
 */
export async function listCodeThumbnails(accountId: string, ids: string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const prisma = await db();
  const rows = await prisma.qrCode.findMany({
    where: { id: { in: ids }, accountId },
    select: { id: true, ...SAVED_IMAGE_SELECT },
  });
  const thumbnails: Record<string, string> = {};
  for (const row of rows) {
    try {
      const { image } = await renderSavedCode(row, { format: "png", size: THUMBNAIL_PX });
      thumbnails[row.id] = `data:image/png;base64,${image.body.toString("base64")}`;
    } catch {
      // No thumbnail: the row shows a placeholder and the code page explains.
    }
  }
  return thumbnails;
}
