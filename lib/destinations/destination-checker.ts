import { getConfig } from "../config/env";
import type { SqlPool } from "../db/sql-runner";
import { type BackgroundLoop, startBackgroundLoop } from "../runtime/background-loop";
import { checkDestinations } from "./check-destinations";

/**
 * Checks every live dynamic and AI code's destinations each DESTINATION_CHECK_MINUTES (0: off),
 * looking for due codes a minute after each round, the first 5 s after start (not during
 * start-up); several instances share the work (claims skip locked rows).
 */
export function startDestinationChecker(
  sql: SqlPool,
  timing: { pollMs?: number; firstDelayMs?: number } = {},
): BackgroundLoop {
  const config = getConfig();
  if (config.DESTINATION_CHECK_MINUTES <= 0) return { wake: () => {}, stop: async () => {} };
  return startBackgroundLoop({
    failing: "destination checks",
    pollMs: timing.pollMs ?? 60_000,
    firstDelayMs: timing.firstDelayMs ?? 5_000,
    turn: async ({ stopping }) => {
      await checkDestinations(sql, {
        intervalMs: config.DESTINATION_CHECK_MINUTES * 60_000,
        concurrency: config.DESTINATION_CHECK_CONCURRENCY,
        shouldStop: stopping,
      });
    },
  });
}
