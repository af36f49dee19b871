import { getConfig } from "../config/env";
import type { SqlPool } from "../db/sql-runner";
import { checkDestinations } from "./check-destinations";

const TICK_MS = 60_000;

/**
 * Checks every live dynamic and AI code's destinations each DESTINATION_CHECK_MINUTES (0: off),
 * looking for due codes every minute; several instances share the work (claims skip locked rows).
 */
export function startDestinationChecker(sql: SqlPool): { stop(): Promise<void> } {
  const config = getConfig();
  if (config.DESTINATION_CHECK_MINUTES <= 0) return { stop: async () => {} };
  let stopping = false;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const run = () => {
    if (busy || stopping) return; // a long round is not started twice
    busy = true;
    running = checkDestinations(sql, {
      intervalMs: config.DESTINATION_CHECK_MINUTES * 60_000,
      concurrency: config.DESTINATION_CHECK_CONCURRENCY,
      shouldStop: () => stopping,
    })
      .catch((error: unknown) => console.error("destination checks:", (error as Error).message))
      .finally(() => {
        busy = false;
      });
  };
  const first = setTimeout(run, 5_000); // not during startup
  const timer = setInterval(run, TICK_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopping = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
