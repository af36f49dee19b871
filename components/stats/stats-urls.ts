import type { DayRange } from "./stats-types";

// Kept out of the "use client" modules so the server page reads the real value, not a client reference.
export const SCANS_PAGE_SIZE = 20;

export const statsUrl = (id: string, range: DayRange) =>
  `/api/v1/qrcodes/${encodeURIComponent(id)}/stats?startDate=${range.startDate}&endDate=${range.endDate}`;

/** GET …/stats.csv or …/scans.csv for the range, as a download link. */
export const csvUrl = (id: string, kind: "stats" | "scans", range: DayRange) =>
  `/api/v1/qrcodes/${encodeURIComponent(id)}/${kind}.csv?startDate=${range.startDate}&endDate=${range.endDate}`;

export const scansUrl = (id: string, range: DayRange, page: number) =>
  `/api/v1/qrcodes/${encodeURIComponent(id)}/scans?page=${page}&size=${SCANS_PAGE_SIZE}&startDate=${range.startDate}&endDate=${range.endDate}`;
