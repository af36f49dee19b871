import { withApi } from "@/lib/api/with-api";
import { LedgerQuery } from "@/lib/credits/credit-schemas";
import { listLedger } from "@/lib/credits/list-ledger";

// GET /api/v1/credits/ledger — the caller's grants and charges, newest first
export const GET = withApi({ auth: "key-or-session", query: LedgerQuery }, async ({ caller, query }) =>
  listLedger(caller.accountId, query),
);
