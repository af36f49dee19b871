import { memberActor } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import type { InvitationView } from "./invitation-schemas";
import { inviterRole } from "./inviter-role";

/** Revokes one of the workspace's invitations: its link stops working. Revoking twice is harmless. */
export async function revokeInvitation(
  accountId: string,
  userId: string,
  invitationId: string,
  now = new Date(),
): Promise<InvitationView> {
  const prisma = await db();
  await inviterRole(prisma, accountId, userId);
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.invitation.updateMany({
      where: { id: invitationId, accountId, acceptedAt: null, revokedAt: null },
      data: { revokedAt: now },
    });
    if (count === 0) return; // revoking twice records nothing
    await recordAudit(tx, memberActor(accountId, userId), {
      action: "invitation.revoked",
      target: { type: "invitation", id: invitationId },
    });
  });
  const row = await prisma.invitation.findFirst({
    where: { id: invitationId, accountId },
    select: { id: true, email: true, role: true, createdAt: true, expiresAt: true },
  });
  if (!row) throw new ApiError("NOT_FOUND", "No invitation with this id in the workspace.");
  return { ...row, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
}
