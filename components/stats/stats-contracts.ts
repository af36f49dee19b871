// The statistics endpoints as the browser calls them: the method, path and schemas of
// lib/stats/contracts.ts, which the browser cannot import itself: it reads SCANS_CSV_MAX_ROWS for a
// description from lib/stats/export-scans-csv.ts, which pulls in the database client. The type-only
// imports below make each entry's schemas match its contract's at compile time;
// tests/components/stats-contracts.test.ts checks that the method, path and schema objects are the
// contract's own. Once that number lives in a module without the database, this file can go.
import type { Contract } from "@/lib/api/contract";
import type { exportScansCsvContract, exportStatsCsvContract, getStatsContract, listScansContract } from "@/lib/stats/contracts";
import { QrCodeIdParams, ScanPageSchema, ScansCsvQuery, ScansQuery, StatisticsSchema, StatsQuery } from "@/lib/stats/stats-schemas";

/** What the browser reads of a contract; `satisfies` checks it against the contract's own types. */
type Described<C extends Contract> = Pick<C, "method" | "path" | "params" | "query" | "response">;

export const getStats = {
  method: "GET",
  path: "/api/v1/qrcodes/{id}/stats",
  params: QrCodeIdParams,
  query: StatsQuery,
  response: StatisticsSchema,
} as const satisfies Described<typeof getStatsContract>;

export const listScans = {
  method: "GET",
  path: "/api/v1/qrcodes/{id}/scans",
  params: QrCodeIdParams,
  query: ScansQuery,
  response: ScanPageSchema,
} as const satisfies Described<typeof listScansContract>;

export const exportStatsCsv = {
  method: "GET",
  path: "/api/v1/qrcodes/{id}/stats.csv",
  params: QrCodeIdParams,
  query: StatsQuery,
  response: { file: ["text/csv"] },
} as const satisfies Described<typeof exportStatsCsvContract>;

export const exportScansCsv = {
  method: "GET",
  path: "/api/v1/qrcodes/{id}/scans.csv",
  params: QrCodeIdParams,
  query: ScansCsvQuery,
  response: { file: ["text/csv"] },
} as const satisfies Described<typeof exportScansCsvContract>;
