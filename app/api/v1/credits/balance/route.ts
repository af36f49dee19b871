import { withApi } from "@/lib/api/with-api";
import { getCreditBalance } from "@/lib/credits/get-credit-balance";

// GET /api/v1/credits/balance — the caller's credits and monthly static-code quota
export const GET = withApi({ auth: "key-or-session" }, async ({ caller }) => getCreditBalance(caller.accountId));
