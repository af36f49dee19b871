// The HTTP shapes of /api/v1/qrcodes/{id}/stats and /scans as the browser receives them, inferred
// from the server's own schemas (type-only imports: nothing of zod reaches the bundle).
import type { z } from "zod";
import type { ScanEventSchema, ScanPageSchema, StatisticsSchema } from "@/lib/stats/stats-schemas";

export type Statistics = z.output<typeof StatisticsSchema>;
export type ScanEvent = z.output<typeof ScanEventSchema>;
export type ScanPage = z.output<typeof ScanPageSchema>;

export interface DayRange {
  startDate: string;
  endDate: string;
}
