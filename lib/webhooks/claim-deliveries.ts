import type { SqlPool } from "../db/sql-runner";

export interface ClaimedDelivery {
  id: string;
  webhookId: string;
  eventType: string;
  body: string;
  /** Attempts made before this one. */
  attemptCount: number;
  url: string;
  secretCipher: string;
  /** Still valid after a rotation (null once the grace period is over). */
  previousSecretCipher: string | null;
  /** This claim's lease; the result is recorded only while the lease is still ours. */
  lease: string;
}

// The inner SELECT locks the due rows it takes and skips rows another dispatcher holds, so two
// instances never claim one delivery at once; the lease then keeps it out of the queue while it is
// sent. A dispatcher that dies mid-send leaves the lease to expire and the delivery comes back.
const CLAIM = `
UPDATE "WebhookDelivery" AS d SET "leaseUntil" = $2::timestamp(3)
FROM "Webhook" AS w
WHERE w.id = d."webhookId" AND d.id IN (
  SELECT due.id FROM "WebhookDelivery" AS due JOIN "Webhook" AS hook ON hook.id = due."webhookId"
  WHERE due.status = 'PENDING' AND due."nextAttemptAt" <= $1::timestamp(3) AND hook.status = 'ACTIVE'
    AND (due."leaseUntil" IS NULL OR due."leaseUntil" < $1::timestamp(3))
  ORDER BY due."nextAttemptAt" LIMIT $3
  FOR UPDATE OF due SKIP LOCKED
)
RETURNING d.id, d."webhookId", d."eventType", d.body, d."attemptCount", w.url, w."secretCipher",
  CASE WHEN w."previousSecretExpiresAt" > $1::timestamp(3) THEN w."previousSecretCipher" END AS "previousSecretCipher"`;

/** Leases up to `limit` due deliveries of ACTIVE webhooks, oldest due first. */
export async function claimDeliveries(sql: SqlPool, limit: number, leaseMs: number, now = new Date()): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await sql.query<Omit<ClaimedDelivery, "lease">>(CLAIM, [now.toISOString(), lease, limit]);
  return rows.map((row) => ({ ...row, lease }));
}

const CLAIM_ONE = `
UPDATE "WebhookDelivery" AS d SET "leaseUntil" = $2::timestamp(3)
FROM "Webhook" AS w
WHERE w.id = d."webhookId" AND d.id = $3
RETURNING d.id, d."webhookId", d."eventType", d.body, d."attemptCount", w.url, w."secretCipher",
  CASE WHEN w."previousSecretExpiresAt" > $1::timestamp(3) THEN w."previousSecretCipher" END AS "previousSecretCipher"`;

/** Leases one given delivery (a test event sent right away), whatever its webhook's status. */
export async function claimDelivery(sql: SqlPool, id: string, leaseMs: number, now = new Date()): Promise<ClaimedDelivery | undefined> {
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const [row] = await sql.query<Omit<ClaimedDelivery, "lease">>(CLAIM_ONE, [now.toISOString(), lease, id]);
  return row && { ...row, lease };
}
