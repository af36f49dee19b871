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

// Fairness first. `hooks` lists the webhooks with due deliveries (a loose index scan: one probe per
// webhook, however long its queue), and each contributes its oldest due deliveries; those within
// the webhook's share (`perWebhook` in flight, leases already held counted) go before the rest.
// So a receiver that hangs, or a webhook with a long backlog, cannot keep the others waiting, and
// a webhook alone may still use every free slot. Then the rows are locked, skipping rows another
// dispatcher holds, so two instances never claim one delivery at once; the lease keeps it out of
// the queue while it is sent. A dispatcher that dies mid-send leaves the lease to expire and the
// delivery comes back.
// The CTEs read the queue as of the statement's start, but a row is locked, and updated, in its
// latest version: another dispatcher may have sent and recorded the delivery in between. The lease
// is checked again by the locking query's WHERE; whether the delivery is still due is checked on the
// updated row (`stillDue`), as a condition in a WHERE would make the planner misjudge the join on
// a queue whose statistics are stale (a burst of new deliveries), and such a row is left as it was.
const stillDue = `d.status = 'PENDING' AND d."nextAttemptAt" <= $1::timestamp(3)`;
const CLAIM = `
WITH RECURSIVE hooks AS (
  (SELECT "webhookId" AS id FROM "WebhookDelivery" WHERE status = 'PENDING' AND "nextAttemptAt" <= $1::timestamp(3) ORDER BY "webhookId" LIMIT 1)
  UNION ALL
  SELECT (SELECT "webhookId" FROM "WebhookDelivery"
          WHERE status = 'PENDING' AND "nextAttemptAt" <= $1::timestamp(3) AND "webhookId" > hooks.id ORDER BY "webhookId" LIMIT 1)
  FROM hooks WHERE hooks.id IS NOT NULL
), candidates AS (
  SELECT due.id, due."webhookId", due."nextAttemptAt", due.rank
  FROM hooks JOIN "Webhook" AS hook ON hook.id = hooks.id AND hook.status = 'ACTIVE'
  CROSS JOIN LATERAL (
    SELECT d.id, d."webhookId", d."nextAttemptAt", row_number() OVER (ORDER BY d."nextAttemptAt", d.id) AS rank
    FROM "WebhookDelivery" AS d
    WHERE d.status = 'PENDING' AND d."webhookId" = hooks.id AND d."nextAttemptAt" <= $1::timestamp(3)
      AND (d."leaseUntil" IS NULL OR d."leaseUntil" < $1::timestamp(3)) AND d.id <> ALL($5::text[])
    ORDER BY d."nextAttemptAt", d.id LIMIT $3
  ) AS due
), busy AS (
  SELECT "webhookId", count(*) AS n FROM "WebhookDelivery"
  WHERE "webhookId" IN (SELECT id FROM hooks) AND "leaseUntil" >= $1::timestamp(3) AND id <> ALL($5::text[])
  GROUP BY "webhookId"
), ranked AS (
  SELECT c.id, c.rank + COALESCE(busy.n, 0) > $4 AS "overShare" FROM candidates AS c LEFT JOIN busy ON busy."webhookId" = c."webhookId"
), claimed AS (
  UPDATE "WebhookDelivery" AS d SET "leaseUntil" = CASE WHEN ${stillDue} THEN $2::timestamp(3) ELSE d."leaseUntil" END
  FROM "Webhook" AS w
  WHERE w.id = d."webhookId" AND d.id IN (
    SELECT due.id FROM "WebhookDelivery" AS due JOIN ranked ON ranked.id = due.id
    WHERE due."leaseUntil" IS NULL OR due."leaseUntil" < $1::timestamp(3)
    ORDER BY ranked."overShare", due."nextAttemptAt" LIMIT $3
    FOR UPDATE OF due SKIP LOCKED
  )
  RETURNING ${stillDue} AS due, d.id, d."webhookId", d."eventType", d.body, d."attemptCount", w.url, w."secretCipher",
    CASE WHEN w."previousSecretExpiresAt" > $1::timestamp(3) THEN w."previousSecretCipher" END AS "previousSecretCipher"
)
SELECT id, "webhookId", "eventType", body, "attemptCount", url, "secretCipher", "previousSecretCipher" FROM claimed WHERE due`;

/** Leases up to `limit` due deliveries of ACTIVE webhooks: each webhook's share (`perWebhook` in flight) first, oldest due first. */
export async function claimDeliveries(
  sql: SqlPool,
  limit: number,
  leaseMs: number,
  // `finished`: deliveries this dispatcher has sent but not yet recorded; their leases are not in
  // flight, and they are never claimed again by it, even once their lease has expired.
  { now = new Date(), perWebhook = limit, finished = [] as string[] } = {},
): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await sql.query<Omit<ClaimedDelivery, "lease">>(CLAIM, [
    now.toISOString(),
    lease,
    limit,
    perWebhook,
    finished,
  ]);
  return rows.map((row) => ({ ...row, lease }));
}

const CLAIM_ONE = `
UPDATE "WebhookDelivery" AS d SET "leaseUntil" = $2::timestamp(3)
FROM "Webhook" AS w
WHERE w.id = d."webhookId" AND d.id = $3
RETURNING d.id, d."webhookId", d."eventType", d.body, d."attemptCount", w.url, w."secretCipher",
  CASE WHEN w."previousSecretExpiresAt" > $1::timestamp(3) THEN w."previousSecretCipher" END AS "previousSecretCipher"`;

/** Leases one given delivery (a test event sent right away), whatever its webhook's status. */
export async function claimDelivery(
  sql: SqlPool,
  id: string,
  leaseMs: number,
  now = new Date(),
): Promise<ClaimedDelivery | undefined> {
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const [row] = await sql.query<Omit<ClaimedDelivery, "lease">>(CLAIM_ONE, [now.toISOString(), lease, id]);
  return row && { ...row, lease };
}
