import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import { auditedUrl } from "./audited-url";

/** webhooks.delete: the webhook and its delivery log go; queued deliveries to it are dropped. */
export async function deleteWebhook(caller: AuditCaller, id: string): Promise<{ id: string; deleted: true }> {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const where = { id, accountId: caller.accountId };
    const webhook = await tx.webhook.findFirst({ where, select: { url: true, events: true } });
    const { count } = webhook ? await tx.webhook.deleteMany({ where }) : { count: 0 };
    if (!webhook || count === 0) throw new ApiError("NOT_FOUND", "Webhook not found.");
    await recordAudit(tx, caller, {
      action: "webhook.deleted",
      target: { type: "webhook", id },
      details: { url: auditedUrl(webhook.url), events: webhook.events },
    });
  });
  return { id, deleted: true };
}
