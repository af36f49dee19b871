import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import { auditedUrl } from "./audited-url";
import { checkReceiverUrl } from "./check-receiver-url";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { getWebhook } from "./get-webhook";
import type { UpdateWebhookInput } from "./webhook-schemas";

/**
 * webhooks.update. Enabling clears the reason it was disabled and the failure streak, so a
 * receiver that is back gets a fresh three days before it can be disabled again.
 */
export async function updateWebhook(caller: AuditCaller, id: string, { url, events, status }: UpdateWebhookInput) {
  const { accountId } = caller;
  await getWebhookOrThrow(accountId, id, { id: true });
  if (url !== undefined) await checkReceiverUrl(url);
  const prisma = await db();
  const statusChange =
    status === "ACTIVE"
      ? { status, disabledReason: null, failingSince: null }
      : status === "DISABLED"
        ? { status, disabledReason: "Disabled by a user." }
        : {};
  await prisma.$transaction(async (tx) => {
    // updateMany: a webhook deleted meanwhile is a 404, not an error.
    const { count } = await tx.webhook.updateMany({
      where: { id, accountId },
      data: { url, events, ...statusChange },
    });
    if (count === 0) throw new ApiError("NOT_FOUND", "Webhook not found.");
    await recordAudit(tx, caller, {
      action: "webhook.updated",
      target: { type: "webhook", id },
      details: {
        ...(url !== undefined && { url: auditedUrl(url) }),
        ...(events && { events }),
        ...(status && { status }),
      },
    });
  });
  return getWebhook(accountId, id);
}
