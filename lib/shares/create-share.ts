import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { getQrCodeOrThrow } from "../codes/get-qr-code-or-throw";
import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import type { CreatedShare, CreateShareInput } from "./share-schemas";
import { hashShareToken, newShareToken, sharePageUrl } from "./share-token";

const DAY_MS = 86_400_000;

/**
 * qrcodes.share: a new public statistics link of one of the workspace's tracked codes. The code's
 * earlier link, if any, is revoked in the same transaction (one live link per code); the clear
 * token is in this answer only.
 */
export async function createShare(
  caller: AuditCaller,
  id: string,
  input: CreateShareInput,
  now = new Date(),
): Promise<CreatedShare> {
  const code = await getQrCodeOrThrow(caller.accountId, id, { id: true, mode: true, name: true });
  if (code.mode === "STATIC") {
    throw new ApiError(
      "INVALID_REQUEST",
      "A static code is never scanned through Codebeam: it has no statistics to share.",
    );
  }
  const token = newShareToken();
  const expiresAt = input.expiresInDays === undefined ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS);
  const prisma = await db();
  const share = await prisma.$transaction(async (tx) => {
    await tx.shareLink.updateMany({ where: { qrCodeId: id, revokedAt: null }, data: { revokedAt: now } });
    const created = await tx.shareLink.create({
      data: { qrCodeId: id, tokenHash: hashShareToken(token), showTarget: input.showTarget, createdAt: now, expiresAt },
      select: { id: true, createdAt: true, expiresAt: true, showTarget: true },
    });
    await recordAudit(tx, caller, {
      action: "qrcode.shared",
      target: { type: "qrcode", id },
      details: { name: code.name, showTarget: created.showTarget, expiresAt: created.expiresAt?.toISOString() ?? null },
    });
    return created;
  });
  return {
    url: sharePageUrl(token),
    token,
    showTarget: share.showTarget,
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt?.toISOString() ?? null,
  };
}
