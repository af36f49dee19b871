// The HTTP shape of GET /api/v1/stats as the browser receives it, inferred from the server's schema
// (a type-only import: nothing of zod reaches the bundle).
import type { z } from "zod";
import type { WorkspaceStatisticsSchema } from "@/lib/stats/workspace-stats-schemas";

export type WorkspaceStatistics = z.output<typeof WorkspaceStatisticsSchema>;
