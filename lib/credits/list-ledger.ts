import { db } from "../db/client";

export async function listLedger(accountId: string, { page = 1, size = 50 } = {}) {
  const prisma = await db();
  const where = { accountId };
  const [total, entries] = await Promise.all([
    prisma.creditLedgerEntry.count({ where }),
    prisma.creditLedgerEntry.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * size,
      take: size,
      select: { id: true, amount: true, balanceAfter: true, reason: true, reference: true, createdAt: true },
    }),
  ]);
  return { entries, pagination: { page, size, total, totalPages: Math.ceil(total / size) } };
}
