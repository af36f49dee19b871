import type { SqlPool } from "../db/sql-runner";
import { type BackgroundLoop, startBackgroundLoop } from "../runtime/background-loop";

// ScanEvent is partitioned by calendar month of createdAt (migration 20261125090000): each month's
// partition is made ahead of time here, and retention drops whole months, so no scan write ever
// waits on a missing partition and old scans go without a row-by-row delete. Rows no month holds
// yet land in "ScanEvent_default"; the month made later takes them over (in the SQL function).

const CHUNK = 5000;
const MONTHS_AHEAD = 2;
const PARTITION_NAME = /^ScanEvent_(\d{4})_(\d{2})$/;

const ENSURE = `SELECT "codebeam_ensure_scan_partition"($1::date) AS created`;
const PARTITIONS = `SELECT c.relname::text AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = '"ScanEvent"'::regclass`;
const COUNT = (table: string) => `SELECT count(*)::int AS n FROM "${table}"`;
// DROP TABLE locks the parent briefly; waiting behind a long query would stall scan writes queued
// after it, so it gives up after a few seconds and the next hourly run tries again.
const DROP = (table: string) => `DO $$ BEGIN SET LOCAL lock_timeout = '5s'; DROP TABLE "${table}"; END $$`;
const PURGE_DEFAULT = `
DELETE FROM "ScanEvent_default" WHERE ("id", "createdAt") IN (
  SELECT "id", "createdAt" FROM "ScanEvent_default" WHERE "createdAt" < $1::timestamp(3) LIMIT ${CHUNK}) RETURNING 1`;

/** The first instant of the UTC month `offset` months after the one holding `date`. */
export function monthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Makes the partitions of `now`'s month and the next two (idempotent); returns the months made. */
export async function ensureScanPartitions(
  sql: SqlPool,
  now = new Date(),
  monthsAhead = MONTHS_AHEAD,
): Promise<string[]> {
  const made: string[] = [];
  for (let offset = 0; offset <= monthsAhead; offset++) {
    const month = isoDay(monthStart(now, offset));
    const [row] = await sql.query<{ created: boolean }>(ENSURE, [month]);
    if (row?.created) made.push(month.slice(0, 7));
  }
  return made;
}

/**
 * Retention: drops the partitions of months that ended before the month holding `now` minus
 * `retentionDays`, and deletes the default partition's rows from before then, so every scan is
 * kept at least `retentionDays` days (and at most a month longer); returns how many scans went.
 * The daily rollups stay, so statistics of those days do not change; only the raw list shortens.
 */
export async function purgeOldScans(sql: SqlPool, retentionDays: number, now = new Date()): Promise<number> {
  if (retentionDays <= 0) return 0;
  const boundary = monthStart(new Date(now.getTime() - retentionDays * 86_400_000));
  let removed = 0;
  for (const { name } of await sql.query<{ name: string }>(PARTITIONS)) {
    const month = PARTITION_NAME.exec(name);
    if (!month || Date.UTC(Number(month[1]), Number(month[2]), 1) > boundary.getTime()) continue;
    const [{ n }] = await sql.query<{ n: number }>(COUNT(name));
    await sql.query(DROP(name));
    removed += n;
  }
  for (;;) {
    const rows = await sql.query(PURGE_DEFAULT, [boundary.toISOString()]);
    removed += rows.length;
    if (rows.length < CHUNK) return removed;
  }
}

/**
 * At start and then hourly while the server runs: the coming months' partitions, and retention
 * (SCAN_RETENTION_DAYS > 0). stop() lets the work in hand finish.
 */
export function startScanMaintenance(sql: SqlPool, retentionDays: number, pollMs = 3_600_000): BackgroundLoop {
  return startBackgroundLoop({
    failing: "scan partitions and retention",
    pollMs,
    turn: async () => {
      await ensureScanPartitions(sql);
      await purgeOldScans(sql, retentionDays);
    },
  });
}
