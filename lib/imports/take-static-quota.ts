import { getConfig } from "../config/env";
import type { Prisma } from "../db/generated/client";
import { quotaPeriod } from "../credits/static-quota";

/**
 * Takes this month's static-code quota for `rows` at once (the usage row's lock makes it exact);
 * answers the rows it could not take, the last ones, which become row errors.
 */
export async function takeStaticQuota(
  tx: Prisma.TransactionClient,
  accountId: string,
  rows: number[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const limit = getConfig().STATIC_QUOTA_PER_MONTH;
  const { period } = quotaPeriod();
  const { used } = await tx.staticQuotaUsage.upsert({
    where: { accountId_period: { accountId, period } },
    create: { accountId, period, used: rows.length },
    update: { used: { increment: rows.length } },
    select: { used: true },
  });
  const over = Math.min(rows.length, Math.max(0, used - limit));
  if (over === 0) return [];
  await tx.staticQuotaUsage.update({
    where: { accountId_period: { accountId, period } },
    data: { used: { decrement: over } },
    select: { used: true },
  });
  return rows.slice(rows.length - over);
}
