import { withApi } from "@/lib/api/with-api";
import { listCodeVersionsContract } from "@/lib/codes/contracts";
import { listCodeVersions } from "@/lib/codes/list-code-versions";

export const GET = withApi(listCodeVersionsContract, async ({ caller, params, query }) =>
  listCodeVersions(caller.accountId, params.id, query),
);
