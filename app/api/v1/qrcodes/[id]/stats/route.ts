import { withApi } from "@/lib/api/with-api";
import { getStatsContract } from "@/lib/stats/contracts";
import { getStats } from "@/lib/stats/get-stats";

export const GET = withApi(getStatsContract, async ({ caller, params, query }) =>
  getStats(caller.accountId, params.id, query),
);
