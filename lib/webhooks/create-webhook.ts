import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import { auditedUrl } from "./audited-url";
import { checkReceiverUrl } from "./check-receiver-url";
import { encryptSecret } from "./secret-box";
import { newWebhookSecret } from "./sign-delivery";
import { type CreateWebhookInput, MAX_WEBHOOKS_PER_ACCOUNT } from "./webhook-schemas";

/** webhooks.create: the only answer that ever carries the secret. */
export async function createWebhook(caller: AuditCaller, { url, events }: CreateWebhookInput) {
  const { accountId } = caller;
  await checkReceiverUrl(url);
  const secret = newWebhookSecret();
  const prisma = await db();
  const webhook = await prisma.$transaction(async (tx) => {
    // The account row lock makes count-then-insert safe against concurrent creates.
    await tx.$queryRaw`SELECT id FROM "Account" WHERE id = ${accountId} FOR UPDATE`;
    const count = await tx.webhook.count({ where: { accountId } });
    if (count >= MAX_WEBHOOKS_PER_ACCOUNT) {
      throw new ApiError(
        "CONFLICT",
        `An account can have at most ${MAX_WEBHOOKS_PER_ACCOUNT} webhooks; delete one first.`,
      );
    }
    const created = await tx.webhook.create({
      data: { accountId, url, events, secretCipher: encryptSecret(secret) },
      select: { id: true, url: true, events: true, status: true, createdAt: true },
    });
    await recordAudit(tx, caller, {
      action: "webhook.created",
      target: { type: "webhook", id: created.id },
      details: { url: auditedUrl(created.url), events: created.events },
    });
    return created;
  });
  return { ...webhook, secret, createdAt: webhook.createdAt.toISOString() };
}
