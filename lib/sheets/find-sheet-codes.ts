import type { Prisma } from "../db/generated/client";
import { db } from "../db/client";
import { ApiError, invalid } from "../errors/api-error";
import { SAVED_IMAGE_SELECT } from "../codes/render-saved-code";
import { MAX_SHEET_CODES } from "./sheet-schemas";

export const SHEET_CODE_SELECT = { id: true, name: true, ...SAVED_IMAGE_SELECT } satisfies Prisma.QrCodeSelect;
export type SheetCodeRow = Prisma.QrCodeGetPayload<{ select: typeof SHEET_CODE_SELECT }>;

const live = { deletedAt: null, status: { not: "DELETED" } } as const;

/**
 * The workspace's live codes a sheet prints: the ids in their order (an id that is unknown,
 * deleted or another workspace's is a 404 naming it), or every code carrying the tag, oldest first.
 */
export async function findSheetCodes(
  accountId: string,
  selection: { ids?: string[]; tag?: string },
): Promise<SheetCodeRow[]> {
  const prisma = await db();
  if (selection.ids) {
    const { ids } = selection;
    const rows = await prisma.qrCode.findMany({
      where: { id: { in: ids }, accountId, ...live },
      select: SHEET_CODE_SELECT,
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = ids.findIndex((id) => !byId.has(id));
    if (missing >= 0)
      throw new ApiError("NOT_FOUND", "QR code not found.", [
        { field: `ids[${missing}]`, message: "is not one of your codes" },
      ]);
    return ids.map((id) => byId.get(id)!);
  }
  const rows = await prisma.qrCode.findMany({
    where: { accountId, tags: { has: selection.tag! }, ...live },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: MAX_SHEET_CODES + 1,
    select: SHEET_CODE_SELECT,
  });
  if (rows.length === 0) throw invalid("tag", "no live code carries this tag");
  if (rows.length > MAX_SHEET_CODES)
    throw invalid("tag", `more than ${MAX_SHEET_CODES} codes carry this tag; a sheet takes at most ${MAX_SHEET_CODES}`);
  return rows;
}
