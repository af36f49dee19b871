import { withApi } from "@/lib/api/with-api";
import { exportStatsCsvContract } from "@/lib/stats/contracts";
import { exportStatsCsv } from "@/lib/stats/export-stats-csv";

export const GET = withApi(exportStatsCsvContract, async ({ caller, params, query }) =>
  exportStatsCsv(caller.accountId, params.id, query),
);
