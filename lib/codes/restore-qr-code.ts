import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { forgetCachedCode } from "../short-links/forget-cached-code";
import type { QrCodeView } from "./code-schemas";
import { RESTORE_DAYS } from "./code-limits";
import { QR_CODE_SELECT, toQrCodeView } from "./to-qr-code-view";

/**
 * qrcodes.restore: undoes a delete made less than RESTORE_DAYS ago. The code comes back with the status
 * it had (READY or EXPIRED), its short link, scans and history; restoring a code that is not deleted
 * changes nothing. Another account's code, or one deleted longer ago, is 404.
 */
export async function restoreQrCode(caller: AuditCaller, id: string, now = new Date()): Promise<QrCodeView> {
  const prisma = await db();
  const since = new Date(now.getTime() - RESTORE_DAYS * 86_400_000);
  const code = await prisma.$transaction(async (tx) => {
    const found = await tx.qrCode.findFirst({
      where: { id, accountId: caller.accountId },
      select: { status: true, deletedAt: true, statusBeforeDelete: true },
    });
    if (!found) return null;
    if (found.status !== "DELETED") return tx.qrCode.findFirst({ where: { id }, select: QR_CODE_SELECT });
    // A code deleted before statusBeforeDelete existed has no deletedAt window to go by: it stays deleted.
    if (!found.deletedAt || found.deletedAt < since) return null;
    const restored = await tx.qrCode.update({
      where: { id },
      data: { status: found.statusBeforeDelete ?? "READY", deletedAt: null, statusBeforeDelete: null },
      select: QR_CODE_SELECT,
    });
    await recordAudit(tx, caller, {
      action: "qrcode.restored",
      target: { type: "qrcode", id },
      details: { name: restored.name, mode: restored.mode, status: restored.status },
    });
    return restored;
  });
  if (!code) {
    throw new ApiError("NOT_FOUND", `QR code not found, or deleted more than ${RESTORE_DAYS} days ago.`);
  }
  forgetCachedCode(id);
  return toQrCodeView(code);
}
