import { withApi } from "@/lib/api/with-api";
import { checkPublicPrint } from "@/lib/print/check-public-print";
import { checkPublicPrintContract } from "@/lib/print/contracts";

export const GET = withApi(checkPublicPrintContract, async ({ caller, query }) => checkPublicPrint(caller, query));
