import type { SqlPool } from "../db/sql-runner";

/** Days a finished import (its rows, their data and errors) is kept: long enough to download its failed rows. */
export const IMPORT_RETENTION_DAYS = 30;
const CHUNK = 100;

// A few imports per statement: each may hold thousands of rows (deleted with it, ON DELETE CASCADE).
const PURGE = `
DELETE FROM "Import" WHERE id IN (
  SELECT id FROM "Import"
  WHERE status IN ('SUCCEEDED', 'FAILED', 'CANCELLED') AND "finishedAt" < $1::timestamp(3)
  LIMIT ${CHUNK}) RETURNING 1`;

/** Deletes imports finished more than IMPORT_RETENTION_DAYS ago (their codes stay); returns how many went. */
export async function purgeOldImports(sql: SqlPool, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IMPORT_RETENTION_DAYS * 86_400_000).toISOString();
  let removed = 0;
  for (;;) {
    const rows = await sql.query(PURGE, [before]);
    removed += rows.length;
    if (rows.length < CHUNK) return removed;
  }
}
