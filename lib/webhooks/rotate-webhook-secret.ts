import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import { auditedUrl } from "./audited-url";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { encryptSecret } from "./secret-box";
import { newWebhookSecret } from "./sign-delivery";

export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * A new secret, shown once. The old one keeps signing beside it for 24 hours (both signatures in
 * one header, as Standard Webhooks allows), so receivers can switch without dropping a delivery.
 */
export async function rotateWebhookSecret(caller: AuditCaller, id: string) {
  const { accountId } = caller;
  const { secretCipher, url } = await getWebhookOrThrow(accountId, id, { secretCipher: true, url: true });
  const secret = newWebhookSecret();
  const previousSecretExpiresAt = new Date(Date.now() + PREVIOUS_SECRET_GRACE_MS);
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.webhook.updateMany({
      where: { id, accountId },
      data: { secretCipher: encryptSecret(secret), previousSecretCipher: secretCipher, previousSecretExpiresAt },
    });
    if (count === 0) throw new ApiError("NOT_FOUND", "Webhook not found."); // deleted meanwhile
    await recordAudit(tx, caller, {
      action: "webhook.secret_rotated",
      target: { type: "webhook", id },
      details: { url: auditedUrl(url), previousSecretExpiresAt: previousSecretExpiresAt.toISOString() },
    });
  });
  return { id, secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
}
