import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";

/**
 * A code of the caller's account, or 404. Another account's id, an unknown or malformed id and a
 * deleted code all answer the same 404, so ids reveal nothing.
 */
export async function getQrCodeOrThrow<S extends Prisma.QrCodeSelect>(accountId: string, id: string, select: S) {
  const prisma = await db();
  const code = await prisma.qrCode.findFirst({ where: { id, accountId, status: { not: "DELETED" } }, select });
  if (!code) throw new ApiError("NOT_FOUND", "QR code not found.");
  return code;
}
