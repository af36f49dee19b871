import { ApiError, invalid } from "../errors/api-error";
import { db } from "../db/client";
import { isPrismaError } from "../db/is-prisma-error";
import type { UpdateQrCodeInput } from "./code-schemas";
import { getQrCodeOrThrow } from "./get-qr-code-or-throw";
import { effectiveStatus, SMART_SELECT, smartData, smartView } from "./smart-columns";

const notFound = () => new ApiError("NOT_FOUND", "QR code not found.");

/**
 * qrcodes.update: target, name, status and the smart fields (schedule, scan limit, fallback,
 * rules, UTM) of a dynamic code. READY and EXPIRED go both ways;
 * DELETED is terminal (a soft delete, as DELETE). The guard on status makes a concurrent delete win.
 */
export async function updateQrCode(accountId: string, id: string, input: UpdateQrCodeInput) {
  const code = await getQrCodeOrThrow(accountId, id, { mode: true });
  if (code.mode === "STATIC") {
    throw invalid("id", "is a STATIC code, which encodes its content directly and cannot be changed; delete it or create a new one");
  }
  const prisma = await db();
  try {
    const updated = await prisma.qrCode.update({
      where: { id, accountId, status: { not: "DELETED" } },
      data: {
        targetUrl: input.targetUrl,
        name: input.name,
        status: input.status,
        deletedAt: input.status === "DELETED" ? new Date() : undefined,
        ...smartData(input),
      },
      select: { id: true, targetUrl: true, name: true, status: true, updatedAt: true, ...SMART_SELECT },
    });
    const { id: codeId, targetUrl, name } = updated;
    return { id: codeId, targetUrl, name, status: effectiveStatus(updated), updatedAt: updated.updatedAt.toISOString(), ...smartView(updated) };
  } catch (error) {
    throw isPrismaError(error, "P2025") ? notFound() : error;
  }
}
