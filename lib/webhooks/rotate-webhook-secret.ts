import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { encryptSecret } from "./secret-box";
import { newWebhookSecret } from "./sign-delivery";

export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * A new secret, shown once. The old one keeps signing beside it for 24 hours (both signatures in
 * one header, as Standard Webhooks allows), so receivers can switch without dropping a delivery.
 */
export async function rotateWebhookSecret(accountId: string, id: string) {
  const { secretCipher } = await getWebhookOrThrow(accountId, id, { secretCipher: true });
  const secret = newWebhookSecret();
  const previousSecretExpiresAt = new Date(Date.now() + PREVIOUS_SECRET_GRACE_MS);
  const prisma = await db();
  const { count } = await prisma.webhook.updateMany({
    where: { id, accountId },
    data: { secretCipher: encryptSecret(secret), previousSecretCipher: secretCipher, previousSecretExpiresAt },
  });
  if (count === 0) throw new ApiError("NOT_FOUND", "Webhook not found."); // deleted meanwhile
  return { id, secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
}
