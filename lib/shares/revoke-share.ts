import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { getQrCodeOrThrow } from "../codes/get-qr-code-or-throw";
import { db } from "../db/client";
import type { RevokedShare } from "./share-schemas";

/**
 * qrcodes.unshare: revokes the code's live share link. The page looks its token up on every
 * request (lib/shares/find-share.ts), so every instance answers 404 from the next request on.
 */
export async function revokeShare(caller: AuditCaller, id: string, now = new Date()): Promise<RevokedShare> {
  const code = await getQrCodeOrThrow(caller.accountId, id, { id: true, name: true });
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.shareLink.updateMany({
      where: { qrCodeId: id, revokedAt: null },
      data: { revokedAt: now },
    });
    if (count > 0) {
      await recordAudit(tx, caller, {
        action: "qrcode.unshared",
        target: { type: "qrcode", id },
        details: { name: code.name },
      });
    }
    return { revoked: count > 0 };
  });
}
