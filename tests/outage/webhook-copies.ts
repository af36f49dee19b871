import pg from "pg";
import type { Receiver } from "../webhooks/webhook-helpers";

interface AttemptRow {
  attempt: number;
  success: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * The deliveries of a code the receiver got more than once, with the attempts recorded for each. A
 * second copy is right only after an attempt the dispatcher recorded as failed (a receiver too busy
 * to answer within the timeout, on a loaded machine): at least once, never twice by an outage.
 */
export async function copiesSentTwice(receiver: Receiver, databaseUrl: string, qrCodeId: string) {
  const copies = new Map<string, number>();
  for (const request of receiver.received) {
    const event = JSON.parse(request.body);
    if (event.type !== "scan.created" || event.data.qrCode.id !== qrCodeId) continue;
    const id = String(request.headers["webhook-id"]);
    copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  const doubled = [...copies].filter(([, count]) => count > 1);
  if (doubled.length === 0) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<AttemptRow & { deliveryId: string }>(
      `SELECT "deliveryId", attempt, success, "statusCode", error
       FROM "WebhookAttempt" WHERE "deliveryId" = ANY($1::text[]) ORDER BY "deliveryId", attempt`,
      [doubled.map(([id]) => id)],
    );
    return doubled.map(([id, count]) => ({
      id,
      copies: count,
      attempts: rows.filter((row) => row.deliveryId === id).map(({ deliveryId: _, ...attempt }) => attempt),
    }));
  } finally {
    await client.end();
  }
}

/** One attempt per copy received, each one before the last a failure, the last a success. */
export const resentAfterFailure = ({ copies, attempts }: { copies: number; attempts: AttemptRow[] }) =>
  attempts.length === copies &&
  attempts.slice(0, -1).every((attempt) => !attempt.success) &&
  attempts[attempts.length - 1].success;
