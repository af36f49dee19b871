import { zipSync } from "fflate";
import type { AuthenticatedCaller } from "../auth/caller";
import { db } from "../db/client";
import { ApiError, invalid } from "../errors/api-error";
import { callerImageCap } from "../generate/caller-image-cap";
import { codeFileName, uniqueFileNames } from "./code-file-name";
import type { ExportQrCodesInput } from "./export-schemas";
import { renderSavedCode, SAVED_IMAGE_SELECT } from "./render-saved-code";

/**
 * qrcodes.export: several of the account's codes as one ZIP, each file named after its code. An
 * id that is unknown, deleted or another account's fails the whole request with 404 naming it.
 * Images are drawn one after another (each through the saved-image cache), so a 50-code archive
 * never holds the event loop for long; they are stored uncompressed since PNG, WebP and JPEG
 * already are compressed.
 */
export async function exportQrCodes(
  caller: AuthenticatedCaller,
  { ids, format, size }: ExportQrCodesInput,
): Promise<Response> {
  const cap = callerImageCap(caller);
  if (size !== undefined && size > cap) throw invalid("size", `must be at most ${cap} px for this caller`);
  const prisma = await db();
  const rows = await prisma.qrCode.findMany({
    where: { id: { in: ids }, accountId: caller.accountId, deletedAt: null, status: { not: "DELETED" } },
    select: { id: true, name: true, ...SAVED_IMAGE_SELECT },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.findIndex((id) => !byId.has(id));
  if (missing >= 0)
    throw new ApiError("NOT_FOUND", "QR code not found.", [
      { field: `ids[${missing}]`, message: "is not one of your codes" },
    ]);
  const codes = ids.map((id) => byId.get(id)!);
  const names = uniqueFileNames(codes.map((code) => codeFileName(code, format)));
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const [index, code] of codes.entries()) {
    const { image } = await renderSavedCode(code, { format, size: size ?? Math.min(code.size, cap), maxSize: cap });
    files[names[index]] = [new Uint8Array(image.body), { level: 0 }];
  }
  const archive = zipSync(files);
  return new Response(archive, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="codebeam-codes-${format}.zip"`,
      "cache-control": "no-store",
    },
  });
}
