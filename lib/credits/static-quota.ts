import { ApiError } from "../errors/api-error";
import { getConfig } from "../config/env";
import type { Prisma, PrismaClient } from "../db/generated/client";

/** The UTC calendar month a moment falls in, as "YYYY-MM", and when the next one starts. */
export function quotaPeriod(now = new Date()): { period: string; resetsAt: Date } {
  const period = now.toISOString().slice(0, 7);
  const resetsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { period, resetsAt };
}

export async function staticQuotaUsed(
  prisma: PrismaClient | Prisma.TransactionClient,
  accountId: string,
): Promise<number> {
  const { period } = quotaPeriod();
  const row = await prisma.staticQuotaUsage.findUnique({
    where: { accountId_period: { accountId, period } },
    select: { used: true },
  });
  return row?.used ?? 0;
}

/**
 * Takes one static code from this month's quota inside the caller's transaction; the upsert's row
 * lock makes concurrent takes count exactly. Throws 403 STATIC_QUOTA_EXCEEDED when it is used up.
 */
export async function consumeStaticQuota(tx: Prisma.TransactionClient, accountId: string): Promise<void> {
  const limit = getConfig().STATIC_QUOTA_PER_MONTH;
  const { period, resetsAt } = quotaPeriod();
  const { used } = await tx.staticQuotaUsage.upsert({
    where: { accountId_period: { accountId, period } },
    create: { accountId, period, used: 1 },
    update: { used: { increment: 1 } },
    select: { used: true },
  });
  if (used > limit) {
    throw new ApiError(
      "STATIC_QUOTA_EXCEEDED",
      `Monthly static-code quota reached (${limit}); it resets at ${resetsAt.toISOString()}.`,
    );
  }
}
