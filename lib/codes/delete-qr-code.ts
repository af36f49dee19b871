import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import { forgetCachedCode } from "../short-links/forget-cached-code";

/**
 * qrcodes.delete: a soft delete. The row stays (its scans and short code are kept, so the link can
 * never lead to another code) but it answers 404 everywhere from now on and its link is dead, until POST …/restore
 * (lib/codes/restore-qr-code.ts) undoes it.
 */
export async function deleteQrCode(caller: AuditCaller, id: string): Promise<{ id: string; deleted: true }> {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    // One statement per status keeps the delete atomic while remembering what POST …/restore gives back.
    let count = 0;
    for (const status of ["READY", "EXPIRED"] as const) {
      ({ count } = await tx.qrCode.updateMany({
        where: { id, accountId: caller.accountId, status },
        data: { status: "DELETED", deletedAt: new Date(), statusBeforeDelete: status },
      }));
      if (count > 0) break;
    }
    if (count === 0) throw new ApiError("NOT_FOUND", "QR code not found.");
    const code = await tx.qrCode.findUniqueOrThrow({ where: { id }, select: { name: true, mode: true } });
    await recordAudit(tx, caller, {
      action: "qrcode.deleted",
      target: { type: "qrcode", id },
      details: { name: code.name, mode: code.mode },
    });
  });
  forgetCachedCode(id);
  return { id, deleted: true };
}
