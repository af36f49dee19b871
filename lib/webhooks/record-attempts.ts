import { randomBytes } from "node:crypto";
import type { SqlPool } from "../db/sql-runner";
import { insertRows, type RowOf, sql, unnest } from "../db/sql-template";
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

const ATTEMPT = {
  id: "text",
  deliveryId: "text",
  attempt: "int",
  success: "bool",
  statusCode: "int",
  durationMs: "int",
  responseExcerpt: "text",
  error: "text",
  createdAt: "timestamp",
} as const;
const DELIVERY = { id: "text", lease: "timestamp", attempt: "int", status: "text", next: "timestamp" } as const;
const WEBHOOK = {
  id: "text",
  at: "timestamp",
  ok: "bool",
  code: "int",
  error: "text",
  gone: "bool",
  fail_from: "timestamp",
} as const;

/**
 * One statement for a whole batch: the attempt log rows, each delivery's new state (only while the
 * lease is still the one this dispatcher took: an expired lease means another dispatcher has the
 * delivery now), and each webhook's last result, failure streak and automatic disabling.
 */
const record = (
  rows: { attempts: RowOf<typeof ATTEMPT>[]; deliveries: RowOf<typeof DELIVERY>[]; webhooks: RowOf<typeof WEBHOOK>[] },
  disableAfterMs: number,
) => {
  const failingTooLong = sql`NOT u.ok AND COALESCE(w."failingSince", u.fail_from) <= u.at - ${disableAfterMs}::float8 * interval '1 millisecond'`;
  return sql`
WITH attempts AS (
  ${insertRows("WebhookAttempt", "a", ATTEMPT, rows.attempts)}
  WHERE EXISTS (SELECT 1 FROM "WebhookDelivery" AS d WHERE d.id = a."deliveryId") -- its webhook may have been deleted meanwhile
), deliveries AS (
  UPDATE "WebhookDelivery" AS d
  SET "status" = r.status::"WebhookDeliveryStatus", "attemptCount" = r.attempt, "nextAttemptAt" = r.next, "leaseUntil" = NULL
  FROM ${unnest("r", DELIVERY, rows.deliveries)}
  WHERE d.id = r.id AND d."leaseUntil" = r.lease
)
UPDATE "Webhook" AS w SET
  "lastDeliveryAt" = u.at, "lastDeliveryOk" = u.ok, "lastDeliveryStatusCode" = u.code, "lastDeliveryError" = u.error,
  "failingSince" = CASE WHEN u.ok THEN NULL ELSE COALESCE(w."failingSince", u.fail_from) END,
  "status" = CASE WHEN u.gone OR (${failingTooLong}) THEN 'DISABLED'::"WebhookStatus" ELSE w.status END,
  "disabledReason" = CASE WHEN u.gone THEN ${GONE_REASON}
    WHEN w.status = 'ACTIVE' AND ${failingTooLong} THEN ${FAILING_REASON}
    ELSE w."disabledReason" END
FROM ${unnest("u", WEBHOOK, rows.webhooks)}
WHERE w.id = u.id`;
};

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
    const summary = {
      at: result.at,
      ok: result.success,
      code: result.statusCode,
      error: result.error,
      gone: (seen?.gone ?? false) || result.statusCode === 410,
      failFrom,
    };
    byWebhook.set(webhookId, summary);
  }
  return byWebhook;
}

/** Writes a batch of attempt results at once (see `record`). */
export async function recordAttempts(
  sql: SqlPool,
  records: readonly AttemptRecord[],
  disableAfterMs = DISABLE_AFTER_FAILING_MS,
): Promise<void> {
  if (records.length === 0) return;
  const rows = {
    attempts: records.map(({ deliveryId, attempt, result }) => ({
      id: `att_${randomBytes(12).toString("hex")}`,
      deliveryId,
      attempt,
      ...result,
      createdAt: result.at,
    })),
    deliveries: records.map(({ deliveryId, lease, attempt, outcome }) => ({
      id: deliveryId,
      lease,
      attempt,
      status: outcome.status,
      next: outcome.nextAttemptAt,
    })),
    webhooks: [...summarizeByWebhook(records)].map(([id, s]) => ({
      id,
      at: s.at,
      ok: s.ok,
      code: s.code,
      error: s.error,
      gone: s.gone,
      fail_from: s.failFrom,
    })),
  };
  const { text, values } = record(rows, disableAfterMs).build();
  await sql.query(text, values);
}
