import { withApi } from "@/lib/api/with-api";
import { getWorkspaceStatsContract } from "@/lib/stats/contracts";
import { getWorkspaceStats } from "@/lib/stats/get-workspace-stats";

export const GET = withApi(getWorkspaceStatsContract, async ({ caller, query }) =>
  getWorkspaceStats(caller.accountId, query),
);
