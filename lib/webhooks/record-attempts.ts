import { randomBytes } from "node:crypto";
import type { SqlPool } from "../db/sql-runner";
import { DISABLE_AFTER_FAILING_MS, type Outcome } from "./retry-schedule";
import type { AttemptResult } from "./send-delivery";

export interface AttemptRecord {
  deliveryId: string;
  webhookId: string;
  lease: string;
  attempt: number;
  result: AttemptResult;
  outcome: Outcome;
}

export const GONE_REASON = "The receiver answered 410 Gone.";
export const FAILING_REASON = "Every delivery failed for 3 days.";

// One statement for a whole batch: the attempt log rows, each delivery's new state (only while the
// lease is still the one this dispatcher took: an expired lease means another dispatcher has the
// delivery now), and each webhook's last result, failure streak and automatic disabling.
const RECORD = `
WITH attempts AS (
  INSERT INTO "WebhookAttempt" ("id", "deliveryId", "attempt", "success", "statusCode", "durationMs", "responseExcerpt", "error", "createdAt")
  SELECT a.* FROM unnest($1::text[], $2::text[], $3::int[], $4::bool[], $5::int[], $6::int[], $7::text[], $8::text[], $9::timestamp(3)[])
    AS a(id, delivery, attempt, success, code, duration, excerpt, error, at)
  WHERE EXISTS (SELECT 1 FROM "WebhookDelivery" AS d WHERE d.id = a.delivery) -- its webhook may have been deleted meanwhile
), deliveries AS (
  UPDATE "WebhookDelivery" AS d
  SET "status" = r.status::"WebhookDeliveryStatus", "attemptCount" = r.attempt, "nextAttemptAt" = r.next, "leaseUntil" = NULL
  FROM unnest($2::text[], $10::timestamp(3)[], $3::int[], $11::text[], $12::timestamp(3)[]) AS r(id, lease, attempt, status, next)
  WHERE d.id = r.id AND d."leaseUntil" = r.lease
)
UPDATE "Webhook" AS w SET
  "lastDeliveryAt" = u.at, "lastDeliveryOk" = u.ok, "lastDeliveryStatusCode" = u.code, "lastDeliveryError" = u.error,
  "failingSince" = CASE WHEN u.ok THEN NULL ELSE COALESCE(w."failingSince", u.fail_from) END,
  "status" = CASE WHEN u.gone OR (NOT u.ok AND COALESCE(w."failingSince", u.fail_from) <= u.at - $20::float8 * interval '1 millisecond')
    THEN 'DISABLED'::"WebhookStatus" ELSE w.status END,
  "disabledReason" = CASE WHEN u.gone THEN $21
    WHEN w.status = 'ACTIVE' AND NOT u.ok AND COALESCE(w."failingSince", u.fail_from) <= u.at - $20::float8 * interval '1 millisecond' THEN $22
    ELSE w."disabledReason" END
FROM unnest($13::text[], $14::timestamp(3)[], $15::bool[], $16::int[], $17::text[], $18::bool[], $19::timestamp(3)[]) AS u(id, at, ok, code, error, gone, fail_from)
WHERE w.id = u.id`;

interface WebhookSummary {
  at: Date;
  ok: boolean;
  code: number | null;
  error: string | null;
  gone: boolean;
  /** The first failure after the batch's last success, if the batch ends failing. */
  failFrom: Date | null;
}

/** Per webhook: its latest attempt in the batch, whether any said 410, and where its failure run began. */
function summarizeByWebhook(records: readonly AttemptRecord[]): Map<string, WebhookSummary> {
  const byWebhook = new Map<string, WebhookSummary>();
  for (const { webhookId, result } of [...records].sort((a, b) => a.result.at.getTime() - b.result.at.getTime())) {
    const seen = byWebhook.get(webhookId);
    const failFrom = result.success ? null : (seen?.failFrom ?? result.at);
    const summary = { at: result.at, ok: result.success, code: result.statusCode, error: result.error, gone: (seen?.gone ?? false) || result.statusCode === 410, failFrom };
    byWebhook.set(webhookId, summary);
  }
  return byWebhook;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Writes a batch of attempt results at once (see RECORD). */
export async function recordAttempts(sql: SqlPool, records: readonly AttemptRecord[], disableAfterMs = DISABLE_AFTER_FAILING_MS): Promise<void> {
  if (records.length === 0) return;
  const webhooks = [...summarizeByWebhook(records)];
  await sql.query(RECORD, [
    records.map(() => `att_${randomBytes(12).toString("hex")}`),
    records.map((r) => r.deliveryId),
    records.map((r) => r.attempt),
    records.map((r) => r.result.success),
    records.map((r) => r.result.statusCode),
    records.map((r) => r.result.durationMs),
    records.map((r) => r.result.responseExcerpt),
    records.map((r) => r.result.error),
    records.map((r) => r.result.at.toISOString()),
    records.map((r) => r.lease),
    records.map((r) => r.outcome.status),
    records.map((r) => iso(r.outcome.nextAttemptAt)),
    webhooks.map(([id]) => id),
    webhooks.map(([, s]) => s.at.toISOString()),
    webhooks.map(([, s]) => s.ok),
    webhooks.map(([, s]) => s.code),
    webhooks.map(([, s]) => s.error),
    webhooks.map(([, s]) => s.gone),
    webhooks.map(([, s]) => iso(s.failFrom)),
    disableAfterMs,
    GONE_REASON,
    FAILING_REASON,
  ]);
}
