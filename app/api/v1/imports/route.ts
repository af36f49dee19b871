import { withApi } from "@/lib/api/with-api";
import { createImportContract, listImportsContract } from "@/lib/imports/contracts";
import { createImport } from "@/lib/imports/create-import";
import { listImports } from "@/lib/imports/list-imports";

export const POST = withApi(createImportContract, async ({ caller, body }) => createImport(caller, body));
export const GET = withApi(listImportsContract, async ({ caller }) => listImports(caller.accountId));
