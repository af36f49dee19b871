import { randomBytes } from "node:crypto";
import type { SqlPool } from "../db/sql-runner";

const CLAIM_EVENTS = `
SELECT id, "accountId", type, payload, to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL
ORDER BY "createdAt", id LIMIT $1 FOR UPDATE SKIP LOCKED`;

const SUBSCRIBERS = `
SELECT id, "accountId", events, to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
FROM "Webhook" WHERE status = 'ACTIVE' AND "accountId" = ANY($1::text[])`;

const INSERT_DELIVERIES = `
INSERT INTO "WebhookDelivery" ("id", "webhookId", "accountId", "eventId", "eventType", "body", "createdAt", "nextAttemptAt")
SELECT id, webhook, account, event, type, body, happened, $8::timestamp(3)
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamp(3)[]) AS d(id, webhook, account, event, type, body, happened)
ON CONFLICT ("eventId", "webhookId") DO NOTHING`;

const MARK_DISPATCHED = `UPDATE "OutboxEvent" SET "dispatchedAt" = $2::timestamp(3) WHERE id = ANY($1::text[])`;

interface EventRow {
  id: string;
  accountId: string;
  type: string;
  payload: unknown;
  createdAt: string;
}

/** The Standard Webhooks message id: one per event and webhook, the same on every attempt. */
export const newMessageId = () => `msg_${randomBytes(16).toString("hex")}`;

/** The body every attempt of one delivery sends, byte for byte. */
export const eventBody = (id: string, type: string, timestamp: string, data: unknown) =>
  JSON.stringify({ id, type, timestamp, data });

/**
 * Turns up to `limit` undispatched outbox events into one delivery per subscribed ACTIVE webhook of
 * the event's account, in one transaction: rows locked by another dispatcher are skipped (SKIP
 * LOCKED), and a crash rolls everything back, so each event fans out exactly once. Returns how
 * many events it took.
 */
export async function fanOutEvents(sql: SqlPool, limit: number, now = new Date()): Promise<number> {
  return sql.transaction(async (tx) => {
    const events = await tx.query<EventRow>(CLAIM_EVENTS, [limit]);
    if (events.length === 0) return 0;
    const accounts = [...new Set(events.map((event) => event.accountId))];
    const webhooks = await tx.query<{ id: string; accountId: string; events: string[]; createdAt: string }>(
      SUBSCRIBERS,
      [accounts],
    );
    // A delivery is dated when its event happened, so the log reads in the order things happened
    // whatever batch fanned them out.
    const columns: string[][] = [[], [], [], [], [], [], []];
    for (const event of events) {
      const body = eventBody(`evt_${event.id}`, event.type, event.createdAt, event.payload);
      for (const webhook of webhooks) {
        // A webhook gets the events of its account and kinds that happened after it was created.
        if (
          webhook.accountId !== event.accountId ||
          !webhook.events.includes(event.type) ||
          webhook.createdAt > event.createdAt
        )
          continue;
        [newMessageId(), webhook.id, event.accountId, event.id, event.type, body, event.createdAt].forEach(
          (value, i) => {
            columns[i].push(value);
          },
        );
      }
    }
    const at = now.toISOString();
    if (columns[0].length > 0) await tx.query(INSERT_DELIVERIES, [...columns, at]);
    await tx.query(MARK_DISPATCHED, [events.map((event) => event.id), at]);
    return events.length;
  });
}
