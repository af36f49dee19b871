import { withApi } from "@/lib/api/with-api";
import { listScansContract } from "@/lib/stats/contracts";
import { listScans } from "@/lib/stats/list-scans";

export const GET = withApi(listScansContract, async ({ caller, params, query }) =>
  listScans(caller.accountId, params.id, query),
);
