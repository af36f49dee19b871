/** How many rows each top list of a code's statistics keeps (lib/stats/get-stats.ts). Client-safe. */
export const TOP_LIMITS = { os: 10, browser: 10, geo: 50, destination: 20 } as const;
