import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import { forgetCachedCode } from "../short-links/forget-cached-code";

/**
 * qrcodes.delete: a soft delete. The row stays (its scans and short code are kept, so the link can
 * never lead to another code) but it answers 404 everywhere from now on and its link is dead, until POST …/restore
 * (lib/codes/restore-qr-code.ts) undoes it.
 */
export async function deleteQrCode(accountId: string, id: string): Promise<{ id: string; deleted: true }> {
  const prisma = await db();
  // One statement per status keeps the delete atomic while remembering what POST …/restore gives back.
  let count = 0;
  for (const status of ["READY", "EXPIRED"] as const) {
    ({ count } = await prisma.qrCode.updateMany({
      where: { id, accountId, status },
      data: { status: "DELETED", deletedAt: new Date(), statusBeforeDelete: status },
    }));
    if (count > 0) break;
  }
  if (count === 0) throw new ApiError("NOT_FOUND", "QR code not found.");
  forgetCachedCode(id);
  return { id, deleted: true };
}
