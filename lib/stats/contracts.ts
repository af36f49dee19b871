import { defineContract } from "../api/contract";
import { DEFAULT_STATS_DAYS_BACK, MAX_STATS_DAYS, QrCodeIdParams, ScanPageSchema, ScansQuery, StatisticsSchema, StatsQuery } from "./stats-schemas";

// Statistics and the raw scan list of a saved code (issue 4).

export const getStatsContract = defineContract({
  method: "GET",
  path: "/api/v1/qrcodes/{id}/stats",
  operationId: "qrcodes.getStats",
  summary: "Scan statistics of a code over a range of UTC days",
  description: (config) =>
    `Default range: ${DEFAULT_STATS_DAYS_BACK} days before today through today (${DEFAULT_STATS_DAYS_BACK + 1} days). At most ${MAX_STATS_DAYS} days. Scans are clicks of the short link; ` +
    "`impressions` (views of the public image) is an extension and counts apart. `dailyScans` lists every day of the range. " +
    "Extensions `filtered` and `filteredImpressions`: requests that were answered (redirect or image) but not counted, by reason — " +
    `\`bot\` (crawlers and monitors), \`preview\` (link-preview fetchers and mail security scanners) and \`repeat\` (one visitor on one code beyond SCAN_REPEAT_LIMIT (${config.SCAN_REPEAT_LIMIT}) per SCAN_REPEAT_WINDOW_SECONDS (${config.SCAN_REPEAT_WINDOW_SECONDS}), ` +
    "applied per server instance); they are in no other figure, have no scan event and fire no webhook.",
  tag: "QR codes",
  auth: "key-or-session",
  permission: "qrcode:generate",
  params: QrCodeIdParams,
  query: StatsQuery,
  response: StatisticsSchema,
  status: 200,
});

export const listScansContract = defineContract({
  method: "GET",
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
  status: 200,
});

export const STATS_CONTRACTS = [getStatsContract, listScansContract];
