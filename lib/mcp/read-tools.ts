import { ListQrCodesQuery, QrCodeListSchema, QrCodeSchema } from "../codes/code-schemas";
import { getQrCode } from "../codes/get-qr-code";
import { listQrCodes } from "../codes/list-qr-codes";
import { CreditBalanceSchema } from "../credits/credit-schemas";
import { getCreditBalance } from "../credits/get-credit-balance";
import { getStats } from "../stats/get-stats";
import { listScans } from "../stats/list-scans";
import { ScanPageSchema, ScansQuery, StatisticsSchema, StatsQuery } from "../stats/stats-schemas";
import { inputOf, noInput, withCodeId } from "./tool-input";
import { defineTool, READ_ONLY } from "./tool-types";

// Reads change nothing; asking twice gives the same answer while nothing else changes.
const READ = { ...READ_ONLY, idempotentHint: true };

/** GET /api/v1/qrcodes */
export const listQrCodesTool = defineTool({
  name: "list_qr_codes",
  title: "List saved QR codes",
  description:
    "The account's saved codes, newest first unless sort says otherwise: page, size (≤ 50), filters by mode, status, tag and a keyword matching name or content.",
  permission: "qrcode:generate",
  input: inputOf(ListQrCodesQuery),
  output: QrCodeListSchema,
  annotations: READ,
  async run(args, caller) {
    const list = await listQrCodes(caller.accountId, args);
    const { page, totalPages, total } = list.pagination;
    return { data: list, summary: `${list.data.length} of ${total} codes (page ${page} of ${totalPages}).` };
  },
});

/** GET /api/v1/qrcodes/{id} */
export const getQrCodeTool = defineTool({
  name: "get_qr_code",
  title: "Get a saved QR code",
  description: "One saved code in full: content, target URL, short link, status, template, styles and scan count.",
  permission: "qrcode:generate",
  input: withCodeId(),
  output: QrCodeSchema,
  annotations: READ,
  async run({ id }, caller) {
    const code = await getQrCode(caller.accountId, id);
    return { data: code, summary: `${code.mode} code '${code.name ?? code.id}' (${code.status}), ${code.scanCount} scans.` };
  },
});

/** GET /api/v1/qrcodes/{id}/stats */
export const getQrCodeStatsTool = defineTool({
  name: "get_qr_code_stats",
  title: "Scan statistics of a code",
  description:
    "Scans of a code over a range of UTC days (startDate, endDate as YYYY-MM-DD; default the last 30 days): totals, unique visitors, daily counts, devices, browsers, OS and places.",
  permission: "qrcode:generate",
  input: withCodeId(StatsQuery),
  output: StatisticsSchema,
  annotations: READ,
  async run({ id, startDate, endDate }, caller) {
    const stats = await getStats(caller.accountId, id, { startDate, endDate });
    return { data: stats, summary: `${stats.totalScans} scans by ${stats.uniqueUsers} visitors from ${startDate} to ${endDate}.` };
  },
});

/** GET /api/v1/qrcodes/{id}/scans */
export const listQrCodeScansTool = defineTool({
  name: "list_qr_code_scans",
  title: "List a code's scans",
  description: "A page of the code's raw scan events, newest first (page, size ≤ 100, optional startDate/endDate).",
  permission: "qrcode:generate",
  input: withCodeId(ScansQuery),
  output: ScanPageSchema,
  annotations: READ,
  async run({ id, ...query }, caller) {
    const scans = await listScans(caller.accountId, id, query);
    return { data: scans, summary: `${scans.data.length} of ${scans.pagination.total} scan events.` };
  },
});

/** GET /api/v1/credits/balance */
export const getCreditBalanceTool = defineTool({
  name: "get_credit_balance",
  title: "Credit balance",
  description: "The account's credits (a DYNAMIC code costs dynamicCodeCost) and this month's free STATIC-code quota.",
  permission: "qrcode:generate",
  input: noInput,
  output: CreditBalanceSchema,
  annotations: READ,
  async run(_args, caller) {
    const balance = await getCreditBalance(caller.accountId);
    return { data: balance, summary: `${balance.balance} credits; ${balance.staticQuota.remaining} static codes left this month.` };
  },
});
