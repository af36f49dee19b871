import { createRequire } from "node:module";

// The load generator and settings every redirect row shares (bench/redirect.ts, redirect-production.ts).

export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP_S = 2;
const PORT = Number(process.env.BENCH_PORT ?? 3170);
export const PORTS = { bare: PORT, shortlink: PORT + 1 } as const;
export const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

export interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
}
type Cannon = (options: Record<string, unknown>) => Promise<CannonResult>;
export const autocannon = createRequire(import.meta.url)("autocannon") as Cannon;
