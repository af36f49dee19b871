import type { Prisma } from "../db/generated/client";
import type { AuditCaller } from "./audit-caller";

type Tx = Pick<Prisma.TransactionClient, "auditEvent" | "user" | "apiKey">;

export interface AuditChange {
  /** `<target>.<verb>`: key.created, webhook.secret_rotated, qrcode.deleted, … */
  action: string;
  target: { type: string; id: string };
  /** Non-secret facts only (names, permissions, URLs): never a secret, a hash or a token. */
  details?: Prisma.InputJsonObject;
}

/** The actor's id and label now: a user's email or a key's name, kept on the row for when it is gone. */
async function actorOf(tx: Tx, caller: AuditCaller) {
  if (caller.kind === "key") {
    const key = await tx.apiKey.findUniqueOrThrow({ where: { id: caller.keyId }, select: { name: true } });
    return { actorType: "key" as const, actorId: caller.keyId, actorLabel: key.name };
  }
  const user = await tx.user.findUniqueOrThrow({ where: { id: caller.userId }, select: { email: true } });
  return { actorType: "user" as const, actorId: caller.userId, actorLabel: user.email };
}

/**
 * Records a change in the caller's workspace. Pass the transaction client of the change itself, so
 * the row is written exactly when the change commits.
 */
export async function recordAudit(tx: Tx, caller: AuditCaller, { action, target, details = {} }: AuditChange) {
  await tx.auditEvent.create({
    data: {
      accountId: caller.accountId,
      ...(await actorOf(tx, caller)),
      action,
      targetType: target.type,
      targetId: target.id,
      details,
    },
    select: { id: true },
  });
}
