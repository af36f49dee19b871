import { withApi } from "@/lib/api/with-api";
import { exportScansCsvContract } from "@/lib/stats/contracts";
import { exportScansCsv } from "@/lib/stats/export-scans-csv";

export const GET = withApi(exportScansCsvContract, async ({ caller, params, query }) =>
  exportScansCsv(caller.accountId, params.id, query),
);
