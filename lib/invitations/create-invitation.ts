import { memberActor } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { hashLinkToken, newLinkToken } from "../crypto/link-token";
import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { appBaseUrl, mailConfigured } from "../mail/send-mail";
import { roleAtLeast } from "../workspaces/workspace-roles";
import {
  type CreateInvitationInput,
  INVITATION_DAYS,
  type InvitationView,
  MAX_PENDING_INVITATIONS,
} from "./invitation-schemas";
import { inviterRole } from "./inviter-role";
import { mailInvitation } from "./mail-invitation";

interface Inviter {
  accountId: string;
  userId: string;
}

/**
 * Invites an email address into a workspace with one role, for INVITATION_DAYS. An ADMIN invites
 * EDITORs and VIEWERs; making an ADMIN or an OWNER takes an OWNER. Inviting an address again
 * revokes its pending invitation, so one link works at a time. The link is in the answer and,
 * when the server sends mail, in a mail to the address.
 */
export async function createInvitation(
  { accountId, userId }: Inviter,
  input: CreateInvitationInput,
  now = new Date(),
): Promise<InvitationView & { url: string; mailed: boolean }> {
  const prisma = await db();
  const role = await inviterRole(prisma, accountId, userId);
  if (roleAtLeast(input.role, "ADMIN") && role !== "OWNER") {
    throw new ApiError("FORBIDDEN", "Only an OWNER may invite ADMINs and OWNERs.", [
      { field: "role", message: "must be EDITOR or VIEWER for an ADMIN to invite" },
    ]);
  }
  const token = newLinkToken();
  const created = await prisma.$transaction(async (tx) => {
    const member = await tx.membership.findFirst({
      where: { accountId, user: { email: input.email } },
      select: { userId: true },
    });
    if (member) {
      throw new ApiError("CONFLICT", "This address already belongs to a member of the workspace.", [
        { field: "email", message: "is already a member's" },
      ]);
    }
    const pending = { accountId, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } };
    await tx.invitation.updateMany({ where: { ...pending, email: input.email }, data: { revokedAt: now } });
    if ((await tx.invitation.count({ where: pending })) >= MAX_PENDING_INVITATIONS) {
      throw new ApiError("CONFLICT", `A workspace holds at most ${MAX_PENDING_INVITATIONS} pending invitations.`);
    }
    const invitation = await tx.invitation.create({
      data: {
        accountId,
        email: input.email,
        role: input.role,
        tokenHash: hashLinkToken(token),
        invitedById: userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
      },
      select: {
        id: true,
        email: true,
        role: true,
        createdAt: true,
        expiresAt: true,
        account: { select: { name: true } },
        invitedBy: { select: { name: true } },
      },
    });
    await recordAudit(tx, memberActor(accountId, userId), {
      action: "invitation.created",
      target: { type: "invitation", id: invitation.id },
      details: { email: invitation.email, role: invitation.role },
    });
    return invitation;
  });
  const url = `${appBaseUrl()}/invite?token=${token}`;
  const mailed = mailConfigured();
  if (mailed) void mailInvitation(created.email, url, created.account.name, created.invitedBy?.name ?? "A member");
  const { id, email, createdAt, expiresAt } = created;
  return {
    id,
    email,
    role: created.role,
    createdAt: createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    url,
    mailed,
  };
}
