import { getConfig } from "../config/env";
import { db } from "../db/client";
import { sumLedger } from "./credit-ledger";
import { quotaPeriod, staticQuotaUsed } from "./static-quota";

export interface CreditBalance {
  balance: number;
  dynamicCodeCost: number;
  staticQuota: { limit: number; used: number; remaining: number; resetsAt: string };
}

export async function getCreditBalance(accountId: string): Promise<CreditBalance> {
  const prisma = await db();
  const config = getConfig();
  const [balance, used] = await Promise.all([sumLedger(prisma, accountId), staticQuotaUsed(prisma, accountId)]);
  const limit = config.STATIC_QUOTA_PER_MONTH;
  return {
    balance,
    dynamicCodeCost: config.DYNAMIC_CODE_COST,
    staticQuota: {
      limit,
      used: Math.min(used, limit),
      remaining: Math.max(0, limit - used),
      resetsAt: quotaPeriod().resetsAt.toISOString(),
    },
  };
}
