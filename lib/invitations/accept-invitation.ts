import { memberActor } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { hashLinkToken } from "../crypto/link-token";
import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import type { WorkspaceRole } from "../workspaces/workspace-roles";

export interface AcceptedInvitation {
  workspace: { id: string; name: string; slug: string };
  role: WorkspaceRole;
}

/**
 * Joins the workspace an invitation link names, with its role. The link is spent in the same
 * transaction that adds the member, and only while unused, unrevoked and unexpired, so of any
 * number of simultaneous accepts one wins and the others hear INVITATION_USED. Only the user
 * signed in with the invited address may accept it. The workspace becomes the user's default.
 */
export async function acceptInvitation(userId: string, token: string, now = new Date()) {
  const prisma = await db();
  const { email } = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  const invitation = await prisma.invitation.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    select: {
      id: true,
      email: true,
      role: true,
      acceptedAt: true,
      revokedAt: true,
      expiresAt: true,
      account: { select: { id: true, name: true, slug: true } },
    },
  });
  if (!invitation) throw new ApiError("NOT_FOUND", "No invitation has this link.");
  refuseUnusable(invitation, now);
  if (invitation.email !== email.toLowerCase()) {
    throw new ApiError("FORBIDDEN", "This invitation is for another email address: sign in with the invited one.");
  }
  const { account } = invitation;
  await prisma.$transaction(async (tx) => {
    const spent = await tx.invitation.updateMany({
      where: { id: invitation.id, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      data: { acceptedAt: now },
    });
    if (spent.count === 0) throw new ApiError("INVITATION_USED", "This invitation was used already.");
    const already = await tx.membership.findUnique({
      where: { accountId_userId: { accountId: account.id, userId } },
      select: { role: true },
    });
    if (already) throw new ApiError("CONFLICT", `You are already a member of this workspace (${already.role}).`);
    await tx.membership.create({
      data: { accountId: account.id, userId, role: invitation.role, joinedAt: now },
      select: { userId: true },
    });
    await recordAudit(tx, memberActor(account.id, userId), {
      action: "invitation.accepted",
      target: { type: "invitation", id: invitation.id },
      details: { role: invitation.role },
    });
    // The dashboard opens on the default workspace: a person who followed an invitation lands in it.
    await tx.user.update({ where: { id: userId }, data: { accountId: account.id }, select: { id: true } });
  });
  const accepted: AcceptedInvitation = { workspace: account, role: invitation.role };
  return accepted;
}

function refuseUnusable(invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date) {
  if (invitation.acceptedAt) throw new ApiError("INVITATION_USED", "This invitation was used already.");
  if (invitation.revokedAt) throw new ApiError("INVITATION_REVOKED", "This invitation was revoked: ask for a new one.");
  if (invitation.expiresAt <= now)
    throw new ApiError("INVITATION_EXPIRED", "This invitation has expired: ask for a new one.");
}
