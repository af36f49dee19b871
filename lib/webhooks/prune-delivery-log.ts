import type { SqlPool } from "../db/sql-runner";

export const DELIVERY_LOG_RETENTION_DAYS = 30;
const CHUNK = 5000;

// Finished deliveries (their attempts go with them, ON DELETE CASCADE) and dispatched outbox events
// older than the retention are deleted in chunks, so no statement holds locks for long.
const PRUNE_DELIVERIES = `
DELETE FROM "WebhookDelivery" WHERE id IN (
  SELECT id FROM "WebhookDelivery" WHERE status <> 'PENDING' AND "createdAt" < $1::timestamp(3) LIMIT ${CHUNK})`;
const PRUNE_EVENTS = `
DELETE FROM "OutboxEvent" WHERE id IN (
  SELECT id FROM "OutboxEvent" WHERE "dispatchedAt" < $1::timestamp(3) LIMIT ${CHUNK})`;

/** Deletes delivery log entries and outbox events past the retention; returns how many rows went. */
export async function pruneDeliveryLog(
  sql: SqlPool,
  now = new Date(),
  retentionDays = DELIVERY_LOG_RETENTION_DAYS,
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  let removed = 0;
  for (const statement of [PRUNE_DELIVERIES, PRUNE_EVENTS]) {
    for (;;) {
      const rows = await sql.query<{ id: string }>(`${statement} RETURNING id`, [before]);
      removed += rows.length;
      if (rows.length < CHUNK) break;
    }
  }
  return removed;
}
