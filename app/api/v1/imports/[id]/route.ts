import { withApi } from "@/lib/api/with-api";
import { getImportContract } from "@/lib/imports/contracts";
import { getImport } from "@/lib/imports/get-import";

export const GET = withApi(getImportContract, async ({ caller, params }) => getImport(caller.accountId, params.id));
