import { QrCodeIdParams, ScanPageSchema, ScansQuery, StatisticsSchema, StatsQuery } from "../stats/stats-schemas";
import type { Operation } from "./operations";

/** Statistics and the raw scan list of a saved code (issue 4). */
export const STATS_OPERATIONS: Operation[] = [
  {
    method: "get",
    path: "/api/v1/qrcodes/{id}/stats",
    operationId: "qrcodes.getStats",
    summary: "Scan statistics of a code over a range of UTC days",
    description:
      "Default range: 30 days before today through today (31 days). At most 366 days. Scans are clicks of the short link; " +
      "`impressions` (views of the public image) is an extension and counts apart. `dailyScans` lists every day of the range. " +
      "Extensions `filtered` and `filteredImpressions`: requests that were answered (redirect or image) but not counted, by reason — " +
      "`bot` (crawlers and link previewers) and `repeat` (one visitor on one code beyond SCAN_REPEAT_LIMIT per SCAN_REPEAT_WINDOW_SECONDS, " +
      "applied per server instance); they are in no other figure, have no scan event and fire no webhook.",
    tag: "QR codes",
    auth: "key-or-session",
    permission: "qrcode:generate",
    params: QrCodeIdParams,
    query: StatsQuery,
    response: StatisticsSchema,
    successStatus: 200,
  },
  {
    method: "get",
    path: "/api/v1/qrcodes/{id}/scans",
    operationId: "qrcodes.getScans",
    summary: "A page of the code's raw scan events (clicks and impressions), newest first",
    description: "`startDate` and `endDate` are optional inclusive UTC days.",
    tag: "QR codes",
    auth: "key-or-session",
    permission: "qrcode:generate",
    params: QrCodeIdParams,
    query: ScansQuery,
    response: ScanPageSchema,
    successStatus: 200,
  },
];
