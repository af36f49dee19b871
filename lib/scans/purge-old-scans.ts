import type { SqlPool } from "../db/sql-runner";

const CHUNK = 5000;

// Raw scan events older than the retention go in chunks (no statement holds locks for long). The
// daily rollups (counts by day, device, OS, browser, place, and the per-day visitor hashes behind
// unique users) stay, so statistics of purged days do not change; only the raw scan list shortens.
const PURGE = `
DELETE FROM "ScanEvent" WHERE "id" IN (
  SELECT "id" FROM "ScanEvent" WHERE "createdAt" < $1::timestamp(3) LIMIT ${CHUNK}) RETURNING "id"`;

/** Deletes scan events older than `retentionDays` days before `now`; returns how many went. */
export async function purgeOldScans(sql: SqlPool, retentionDays: number, now = new Date()): Promise<number> {
  if (retentionDays <= 0) return 0;
  const before = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  let removed = 0;
  for (;;) {
    const rows = await sql.query<{ id: string }>(PURGE, [before]);
    removed += rows.length;
    if (rows.length < CHUNK) return removed;
  }
}

const HOUR = 3_600_000;

/** Purges once at start and then hourly while the server runs (SCAN_RETENTION_DAYS > 0); stop() ends it. */
export function startScanRetention(sql: SqlPool, retentionDays: number): { stop(): Promise<void> } {
  if (retentionDays <= 0) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = purgeOldScans(sql, retentionDays).catch((error: unknown) => console.error("scan retention:", (error as Error).message));
  };
  run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
