import { db } from "../db/client";
import { findPage } from "../db/find-page";

export async function listLedger(accountId: string, { page = 1, size = 50 } = {}) {
  const prisma = await db();
  const where = { accountId };
  const { rows, pagination } = await findPage(
    { page, size },
    () => prisma.creditLedgerEntry.count({ where }),
    (window) =>
      prisma.creditLedgerEntry.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        ...window,
        select: { id: true, amount: true, balanceAfter: true, reason: true, reference: true, createdAt: true },
      }),
  );
  return { entries: rows, pagination };
}
