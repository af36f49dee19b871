import { withApi } from "@/lib/api/with-api";
import { listLedgerContract } from "@/lib/credits/contracts";
import { listLedger } from "@/lib/credits/list-ledger";

export const GET = withApi(listLedgerContract, async ({ caller, query }) => listLedger(caller.accountId, query));
