import { defineContract, MCP_READ } from "../api/contract";
import { MCP_CODE_ID } from "../codes/contracts";
import { SCANS_CSV_MAX_ROWS } from "./export-scans-csv";
import {
  DEFAULT_STATS_DAYS_BACK,
  MAX_STATS_DAYS,
  QrCodeIdParams,
  ScanPageSchema,
  ScansCsvQuery,
  ScansQuery,
  StatisticsSchema,
  StatsQuery,
} from "./stats-schemas";
import {
  MAX_EVENT_STATS_DAYS,
  TOP_CODES,
  WorkspaceStatisticsSchema,
  WorkspaceStatsQuery,
} from "./workspace-stats-schemas";

// Statistics and the raw scan list of a saved code.

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
  workspaceRole: "VIEWER",
  params: QrCodeIdParams,
  query: StatsQuery,
  response: StatisticsSchema,
  status: 200,
  mcp: {
    name: "get_qr_code_stats",
    title: "Scan statistics of a code",
    description:
      "Scans of a code over a range of UTC days (startDate, endDate as YYYY-MM-DD; default the last 30 days): totals, unique visitors, daily counts, devices, browsers, OS and places.",
    annotations: MCP_READ,
    params: MCP_CODE_ID,
    summary: (stats, { query }) =>
      `${stats.totalScans} scans by ${stats.uniqueUsers} visitors from ${query.startDate} to ${query.endDate}.`,
  },
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
  workspaceRole: "VIEWER",
  params: QrCodeIdParams,
  query: ScansQuery,
  response: ScanPageSchema,
  status: 200,
  mcp: {
    name: "list_qr_code_scans",
    title: "List a code's scans",
    description: "A page of the code's raw scan events, newest first (page, size ≤ 100, optional startDate/endDate).",
    annotations: MCP_READ,
    params: MCP_CODE_ID,
    summary: (scans) => `${scans.data.length} of ${scans.pagination.total} scan events.`,
  },
});

export const exportStatsCsvContract = defineContract({
  method: "GET",
  path: "/api/v1/qrcodes/{id}/stats.csv",
  operationId: "qrcodes.exportStatsCsv",
  summary: "The statistics of a range as CSV",
  description:
    "One long table, `metric,key,count`: the range, totals, then a row per day, device, browser, OS, country, place and destination — what GET …/stats answers, ready for a spreadsheet. Same range rules as …/stats. Cells a spreadsheet would run as a formula start with an apostrophe.",
  tag: "QR codes",
  auth: "key-or-session",
  permission: "qrcode:generate",
  workspaceRole: "VIEWER",
  params: QrCodeIdParams,
  query: StatsQuery,
  response: { file: ["text/csv"] },
  status: 200,
});

export const exportScansCsvContract = defineContract({
  method: "GET",
  path: "/api/v1/qrcodes/{id}/scans.csv",
  operationId: "qrcodes.exportScansCsv",
  summary: "Every scan event of a range as CSV, newest first",
  description: `Columns timestamp, eventType, device, os, browser, country, region, city, destination; \`startDate\` and \`endDate\` are optional inclusive UTC days. Streamed; at most ${SCANS_CSV_MAX_ROWS.toLocaleString("en-US")} rows. Cells a spreadsheet would run as a formula start with an apostrophe.`,
  tag: "QR codes",
  auth: "key-or-session",
  permission: "qrcode:generate",
  workspaceRole: "VIEWER",
  params: QrCodeIdParams,
  query: ScansCsvQuery,
  response: { file: ["text/csv"] },
  status: 200,
});

export const getWorkspaceStatsContract = defineContract({
  method: "GET",
  path: "/api/v1/stats",
  operationId: "stats.get",
  summary: "Scan statistics of every code of the account together, filtered by tag, country, device or code",
  description:
    `The statistics object of \`GET /api/v1/qrcodes/{id}/stats\` for all live codes together (its figures are the per-code ones summed; \`uniqueUsers\` counts a visitor of several codes once), plus \`codes\` (the ${TOP_CODES} most scanned) and, for a one-day range, \`hourlyScans\` in the time zone \`tz\`. ` +
    `Same range rules and defaults (UTC days, at most ${MAX_STATS_DAYS}). Where the figures come from (\`source\`): with no filter or only \`tag\` and \`codeId\` (which pick codes), the daily rollups, any range, whatever the retention; ` +
    `a \`country\` or \`device\` filter cuts across the rollups (which hold each dimension alone), so it is answered from raw scan events: at most ${MAX_EVENT_STATS_DAYS} days, none before what SCAN_RETENTION_DAYS keeps, and \`filtered\` is null (not recorded per scan). ` +
    "`hourlyScans` always comes from raw scan events (null for a day retention no longer keeps). An unknown `codeId` or another account's answers 404.",
  tag: "Statistics",
  auth: "key-or-session",
  permission: "qrcode:generate",
  workspaceRole: "VIEWER",
  query: WorkspaceStatsQuery,
  response: WorkspaceStatisticsSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  mcp: {
    name: "get_workspace_stats",
    title: "Scan statistics of all codes",
    description:
      "Scans of all the account's codes together over a range of UTC days (startDate, endDate as YYYY-MM-DD; default the last 30 days), optionally only codes with a tag, one code (codeId), one country (ISO alpha-2) or one device (mobile, desktop, tablet, other): totals, daily counts, devices, browsers, OS, places and the most scanned codes; hourly counts in tz for a one-day range.",
    annotations: MCP_READ,
    summary: (stats, { query }) =>
      `${stats.totalScans} scans by ${stats.uniqueUsers} visitors from ${query.startDate} to ${query.endDate}.`,
  },
});

export const STATS_CONTRACTS = [
  getWorkspaceStatsContract,
  getStatsContract,
  listScansContract,
  exportStatsCsvContract,
  exportScansCsvContract,
];
