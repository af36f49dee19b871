import type { Database } from "../db/client";
import { type BackgroundLoop, startBackgroundLoop } from "../runtime/background-loop";
import { claimImport } from "./claim-import";
import { purgeOldImports } from "./purge-old-imports";
import { onImportWork } from "./import-work-signal";
import { runImport } from "./run-import";

export interface ImportWorkerOptions {
  pollMs?: number;
  /** How long a claim holds without a renewal (renewed at every batch). */
  leaseMs?: number;
}

/**
 * The import worker of a server process: claims one import at a time (one per workspace at once,
 * shared between instances) and runs it to its end, or to a stop between batches, after which it
 * resumes where it was (lib/imports/run-import.ts).
 */
export function startImportWorker(database: Pick<Database, "sql">, options: ImportWorkerOptions = {}): BackgroundLoop {
  const leaseMs = options.leaseMs ?? 60_000;
  const controller = new AbortController();
  let purgedAt = 0;
  const loop = startBackgroundLoop({
    failing: "[imports] worker could not reach the database",
    pollMs: options.pollMs ?? 2_000,
    turn: async ({ stopping }) => {
      const claim = await claimImport(database.sql, leaseMs);
      if (!claim) {
        // Idle: at most hourly, finished imports past their retention go (lib/imports/purge-old-imports.ts).
        if (Date.now() - purgedAt > 3_600_000) {
          purgedAt = Date.now();
          await purgeOldImports(database.sql);
        }
        return false;
      }
      await runImport(claim, { signal: controller.signal, leaseMs, stopping });
      return true;
    },
    wakeOn: onImportWork,
  });
  return {
    wake: loop.wake,
    stop: async () => {
      controller.abort();
      await loop.stop();
    },
  };
}
