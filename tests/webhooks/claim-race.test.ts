import pg from "pg";
import { describe, expect, it } from "vitest";
import { claimDeliveries } from "@/lib/webhooks/claim-deliveries";
import { testDatabaseKind } from "../helpers/database";
import { useGenerousLimits } from "../helpers/generous-limits";
import { statementRunning } from "../helpers/statement-running";
import { useDeliveryHarness } from "./delivery-harness";

useGenerousLimits();

// A claim reads the queue as of its start and locks rows later. Another dispatcher may send and
// record a delivery in between: the claim must see the row's state as it is when locked, or it
// leases a delivered row and sends it again (the second copy an outage's backlog once produced,
// with attempts 1 and 2 both successful). Only PostgreSQL runs statements side by side.
const harness = useDeliveryHarness();
const WEBHOOKS = 3000;
const RECORDED = 300;

/** Due deliveries, one per new webhook (cloned from `webhookId`), named `<prefix>_<n>`. */
async function queue(admin: pg.Client, webhookId: string, prefix: string) {
  await admin.query(
    `INSERT INTO "Webhook" (id, "accountId", url, events, "secretCipher", "updatedAt")
     SELECT $2 || '_hook_' || n, "accountId", url, events, "secretCipher", now()
     FROM "Webhook", generate_series(1, $3::int) AS n WHERE id = $1`,
    [webhookId, prefix, WEBHOOKS],
  );
  await admin.query(
    `INSERT INTO "WebhookDelivery" (id, "webhookId", "accountId", "eventType", body, "nextAttemptAt")
     SELECT $1 || '_' || n, $1 || '_hook_' || n, "accountId", 'scan.created', '{}', $3::timestamp(3)
     FROM "Webhook", generate_series(1, $2::int) AS n WHERE id = $4`,
    [prefix, WEBHOOKS, new Date(Date.now() - 60_000).toISOString(), webhookId],
  );
}

/**
 * A claim of every due delivery, and meanwhile what another dispatcher's recorded attempts leave on
 * some of them: delivered, or failed and due again in a minute; no lease either way. The round is
 * void if the claim got there first: it had locked one of them (NOWAIT fails), or had already
 * committed and leased some (the record finds fewer unleased rows than it names).
 */
async function race(admin: pg.Client, prefix: string) {
  const recorded = Array.from({ length: RECORDED }, (_, i) => `${prefix}_${((i * 7) % WEBHOOKS) + 1}`);
  const claim = claimDeliveries(harness.database.current().sql, WEBHOOKS, 60_000);
  if (!(await statementRunning(admin, "WITH RECURSIVE hooks", claim))) {
    await claim; // done before the poll saw it: void round
    return { recordedFirst: false, recorded, claimed: [] };
  }
  await new Promise((resolve) => setTimeout(resolve, 5));
  const record = await admin
    .query(
      `UPDATE "WebhookDelivery"
       SET status = CASE WHEN failed THEN 'PENDING' ELSE 'SUCCEEDED' END::"WebhookDeliveryStatus", "attemptCount" = 1,
         "nextAttemptAt" = CASE WHEN failed THEN now() + interval '1 minute' END, "leaseUntil" = NULL
       FROM (SELECT id, id = ANY($2::text[]) AS failed FROM "WebhookDelivery" WHERE id = ANY($1::text[]) AND "leaseUntil" IS NULL FOR UPDATE NOWAIT) AS r
       WHERE "WebhookDelivery".id = r.id`,
      [recorded, recorded.filter((_, i) => i % 2 === 1)],
    )
    .then(
      // Fewer than all: the claim had already committed and leased some (void round).
      (result) => result.rowCount === RECORDED,
      (error: { code?: string }) => {
        if (error.code === "55P03") return false;
        throw error;
      },
    );
  const claimed = (await claim).filter((delivery) => delivery.id.startsWith(`${prefix}_`));
  return { recordedFirst: record, recorded, claimed };
}

describe.skipIf(testDatabaseKind !== "postgres")("a claim racing a recorded delivery", () => {
  it("never leases a delivery recorded after the claim began", async () => {
    const { headers } = await harness.account();
    const { id: webhookId } = await harness.webhook(headers, "http://127.0.0.1:9/hook");
    const admin = new pg.Client({ connectionString: harness.database.current().location });
    await admin.connect();
    try {
      for (let round = 1; round <= 5; round++) {
        const prefix = `race${round}`;
        await queue(admin, webhookId, prefix);
        const { recordedFirst, recorded, claimed } = await race(admin, prefix);
        if (!recordedFirst) continue;
        const leasedAgain = claimed.filter((delivery) => recorded.includes(delivery.id));
        expect(leasedAgain.map(({ id, attemptCount }) => ({ id, attemptCount }))).toEqual([]);
        expect(claimed).toHaveLength(WEBHOOKS - RECORDED);
        const { rows } = await admin.query(
          `SELECT count(*)::int AS n FROM "WebhookDelivery"
           WHERE "leaseUntil" IS NOT NULL AND (status <> 'PENDING' OR "nextAttemptAt" > now())`,
        );
        expect(rows[0].n).toBe(0);
        return;
      }
      throw new Error(
        "in five rounds the claim locked the rows before they were recorded, or ended before it was seen running",
      );
    } finally {
      await admin.end();
    }
  }, 120_000);
});
