import { withApi } from "@/lib/api/with-api";
import { createSheet } from "@/lib/sheets/create-sheet";
import { createSheetContract } from "@/lib/sheets/contracts";

export const POST = withApi(createSheetContract, async ({ caller, body }) => createSheet(caller.accountId, body));
