import { withApi } from "@/lib/api/with-api";
import { cancelImportContract } from "@/lib/imports/contracts";
import { cancelImport } from "@/lib/imports/cancel-import";

export const POST = withApi(cancelImportContract, async ({ caller, params }) =>
  cancelImport(caller.accountId, params.id),
);
