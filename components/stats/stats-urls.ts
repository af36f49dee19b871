import { keyOf } from "@/components/ui/api-call";
import {
  exportScansCsvContract as exportScansCsv,
  exportStatsCsvContract as exportStatsCsv,
  getStatsContract as getStats,
  listScansContract as listScans,
  streamCodeScansContract as streamCodeScans,
  streamScansContract as streamScans,
} from "@/components/ui/api-routes.generated";
import type { DayRange } from "./stats-types";

// Kept out of the "use client" modules so the server page reads the real value, not a client reference.
export const SCANS_PAGE_SIZE = 20;

export const statsUrl = (id: string, range: DayRange) =>
  keyOf(getStats, { params: { id }, query: { startDate: range.startDate, endDate: range.endDate } });

/** GET …/stats.csv or …/scans.csv for the range, as a download link. */
export const csvUrl = (id: string, kind: "stats" | "scans", range: DayRange) =>
  keyOf(kind === "stats" ? exportStatsCsv : exportScansCsv, {
    params: { id },
    query: { startDate: range.startDate, endDate: range.endDate },
  });

export const scansUrl = (id: string, range: DayRange, page: number) =>
  keyOf(listScans, {
    params: { id },
    query: { page, size: SCANS_PAGE_SIZE, startDate: range.startDate, endDate: range.endDate },
  });

/** The live scan stream of one code, or of the whole workspace (no id). */
export const liveUrl = (id?: string) => (id ? keyOf(streamCodeScans, { params: { id } }) : keyOf(streamScans, {}));
