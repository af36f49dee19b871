import { db } from "../db/client";
import { findPage } from "../db/find-page";
import type { Prisma } from "../db/generated/client";
import type { ListQrCodesInput } from "./code-schemas";
import { effectiveStatus } from "./smart-columns";

const SUMMARY_SELECT = {
  id: true,
  name: true,
  mode: true,
  status: true,
  targetUrl: true,
  scanCount: true,
  createdAt: true,
  updatedAt: true,
  expiresAt: true,
  maxScans: true,
  scanClaims: true,
} satisfies Prisma.QrCodeSelect;

// Prisma sends `contains` as ILIKE '%…%' unescaped: a % or _ typed by the user must match itself.
const literal = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** A code past its expiresAt is EXPIRED, whatever its stored status says. */
function statusFilter(status: ListQrCodesInput["status"], now: Date): Prisma.QrCodeWhereInput {
  if (status === "READY") return { status: "READY", OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
  if (status === "EXPIRED") return { OR: [{ status: "EXPIRED" }, { status: "READY", expiresAt: { lte: now } }] };
  return { status: { not: "DELETED" } };
}

/** qrcodes.list: the account's codes, newest first, deleted ones never. */
export async function listQrCodes(accountId: string, { page, size, mode, status, keyword }: ListQrCodesInput) {
  const prisma = await db();
  const where: Prisma.QrCodeWhereInput = {
    accountId,
    deletedAt: null,
    ...statusFilter(status, new Date()),
    ...(mode ? { mode } : {}),
    ...(keyword
      ? { OR: [{ name: { contains: literal(keyword), mode: "insensitive" } }, { content: { contains: literal(keyword), mode: "insensitive" } }] }
      : {}),
  };
  const { rows, pagination } = await findPage(
    { page, size },
    () => prisma.qrCode.count({ where }),
    (window) => prisma.qrCode.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...window, select: SUMMARY_SELECT }),
  );
  const data = rows.map(({ expiresAt, maxScans, scanClaims, ...row }) => ({
    ...row,
    status: effectiveStatus({ status: row.status, expiresAt, maxScans, scanClaims }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { data, pagination };
}
