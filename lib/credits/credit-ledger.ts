import { ApiError } from "../errors/api-error";
import type { Prisma } from "../db/generated/client";

type Tx = Prisma.TransactionClient;

export interface LedgerWrite {
  accountId: string;
  amount: number;
  reason: string;
  reference?: string;
}

/**
 * Appends one ledger row inside the caller's transaction. The account row is locked first
 * (FOR UPDATE), so concurrent charges on one account run one after another and the derived
 * balance can never go below zero.
 */
export async function appendLedgerEntry(tx: Tx, entry: LedgerWrite): Promise<number> {
  const locked = await tx.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM "Account" WHERE "id" = ${entry.accountId} FOR UPDATE`;
  if (locked.length === 0) throw new ApiError("NOT_FOUND", "Account not found.");
  const balance = await sumLedger(tx, entry.accountId);
  const balanceAfter = balance + entry.amount;
  if (balanceAfter < 0) {
    throw new ApiError(
      "CREDIT_EXHAUSTED",
      `Not enough credits: this needs ${-entry.amount}, the balance is ${balance}.`,
    );
  }
  await tx.creditLedgerEntry.create({
    data: {
      accountId: entry.accountId,
      amount: entry.amount,
      balanceAfter,
      reason: entry.reason,
      reference: entry.reference,
    },
    select: { id: true },
  });
  return balanceAfter;
}

export async function sumLedger(tx: Tx, accountId: string): Promise<number> {
  const { _sum } = await tx.creditLedgerEntry.aggregate({ where: { accountId }, _sum: { amount: true } });
  return _sum.amount ?? 0;
}
