import type { Prisma } from "../db/generated/client";
import { appendLedgerEntry } from "./credit-ledger";

/**
 * Charges credits inside the transaction that creates what is paid for, so the charge and the
 * thing commit together or not at all. Throws 403 CREDIT_EXHAUSTED when the balance is short.
 */
export function chargeCredits(
  tx: Prisma.TransactionClient,
  charge: { accountId: string; amount: number; reason: string; reference?: string },
): Promise<number> {
  return appendLedgerEntry(tx, { ...charge, amount: -Math.abs(charge.amount) });
}
