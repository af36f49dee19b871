import { db } from "../db/client";
import type { InvitationView } from "./invitation-schemas";
import { inviterRole } from "./inviter-role";

/** The workspace's invitations still waiting to be accepted, newest first (ADMIN and OWNER). */
export async function listInvitations(accountId: string, userId: string, now = new Date()) {
  const prisma = await db();
  await inviterRole(prisma, accountId, userId);
  const rows = await prisma.invitation.findMany({
    where: { accountId, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { id: true, email: true, role: true, createdAt: true, expiresAt: true },
  });
  const data: InvitationView[] = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
  return { data };
}
