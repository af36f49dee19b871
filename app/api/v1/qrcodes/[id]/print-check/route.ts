import { withApi } from "@/lib/api/with-api";
import { checkCodePrint } from "@/lib/print/check-print";
import { checkCodePrintContract } from "@/lib/print/contracts";

export const GET = withApi(checkCodePrintContract, async ({ caller, params, query }) =>
  checkCodePrint(caller.accountId, params.id, query),
);
