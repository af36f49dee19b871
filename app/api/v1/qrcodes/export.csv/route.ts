import { withApi } from "@/lib/api/with-api";
import { exportCodesCsvContract } from "@/lib/codes/export-contracts";
import { exportCodesCsv } from "@/lib/codes/export-codes-csv";

export const GET = withApi(exportCodesCsvContract, async ({ caller }) => exportCodesCsv(caller.accountId));
