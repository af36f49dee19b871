import { invalid } from "../errors/api-error";
import { db } from "../db/client";
import { appendLedgerEntry } from "./credit-ledger";

/** Adds credits to an account (admin CLI, sign-up grant); returns the new balance. */
export async function grantCredits(
  accountId: string,
  amount: number,
  reason = "grant",
  reference?: string,
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0 || amount > 1_000_000_000) {
    throw invalid("amount", "must be a positive whole number");
  }
  const prisma = await db();
  return prisma.$transaction((tx) => appendLedgerEntry(tx, { accountId, amount, reason, reference }));
}
