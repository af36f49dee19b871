import { withApi } from "@/lib/api/with-api";
import { getStats } from "@/lib/stats/get-stats";
import { QrCodeIdParams, StatsQuery } from "@/lib/stats/stats-schemas";

// GET /api/v1/qrcodes/{id}/stats — scan statistics of a code over a range of UTC days
export const GET = withApi(
  { auth: "key-or-session", permission: "qrcode:generate", params: QrCodeIdParams, query: StatsQuery },
  async ({ caller, params, query }) => getStats(caller.accountId, params.id, query),
);
