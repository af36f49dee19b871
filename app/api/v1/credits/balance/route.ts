import { withApi } from "@/lib/api/with-api";
import { getCreditBalanceContract } from "@/lib/credits/contracts";
import { getCreditBalance } from "@/lib/credits/get-credit-balance";

export const GET = withApi(getCreditBalanceContract, async ({ caller }) => getCreditBalance(caller.accountId));
