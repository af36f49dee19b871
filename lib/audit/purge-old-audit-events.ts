import type { SqlPool } from "../db/sql-runner";
import { type BackgroundLoop, startBackgroundLoop } from "../runtime/background-loop";

const CHUNK = 5000;

// In chunks, so no statement holds locks for long (as lib/webhooks/prune-delivery-log.ts does).
const PURGE = `
DELETE FROM "AuditEvent" WHERE id IN (
  SELECT id FROM "AuditEvent" WHERE "at" < $1::timestamp(3) LIMIT ${CHUNK}) RETURNING 1`;

/** Deletes audit events older than `retentionDays` (0: none); returns how many went. */
export async function purgeOldAuditEvents(sql: SqlPool, retentionDays: number, now = new Date()): Promise<number> {
  if (retentionDays <= 0) return 0;
  const before = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  let removed = 0;
  for (;;) {
    const rows = await sql.query(PURGE, [before]);
    removed += rows.length;
    if (rows.length < CHUNK) return removed;
  }
}

/** At start and then hourly while the server runs: AUDIT_RETENTION_DAYS. Instances may share it (idempotent). */
export function startAuditRetention(sql: SqlPool, retentionDays: number, pollMs = 3_600_000): BackgroundLoop {
  return startBackgroundLoop({
    failing: "audit log retention",
    pollMs,
    turn: () => purgeOldAuditEvents(sql, retentionDays),
  });
}
