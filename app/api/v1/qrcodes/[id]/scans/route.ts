import { withApi } from "@/lib/api/with-api";
import { listScans } from "@/lib/stats/list-scans";
import { QrCodeIdParams, ScansQuery } from "@/lib/stats/stats-schemas";

// GET /api/v1/qrcodes/{id}/scans — a page of the code's raw scan events, newest first
export const GET = withApi(
  { auth: "key-or-session", permission: "qrcode:generate", params: QrCodeIdParams, query: ScansQuery },
  async ({ caller, params, query }) => listScans(caller.accountId, params.id, query),
);
