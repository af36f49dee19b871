import { db } from "../db/client";
import { findPage } from "../db/find-page";
import type { Prisma } from "../db/generated/client";
import type { ListQrCodesInput } from "./code-schemas";

const SUMMARY_SELECT = {
  id: true,
  name: true,
  mode: true,
  status: true,
  targetUrl: true,
  scanCount: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.QrCodeSelect;

// Prisma sends `contains` as ILIKE '%…%' unescaped: a % or _ typed by the user must match itself.
const literal = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** qrcodes.list: the account's codes, newest first, deleted ones never. */
export async function listQrCodes(accountId: string, { page, size, mode, status, keyword }: ListQrCodesInput) {
  const prisma = await db();
  const where: Prisma.QrCodeWhereInput = {
    accountId,
    deletedAt: null,
    status: status ?? { not: "DELETED" },
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
  const data = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }));
  return { data, pagination };
}
