import type { AuthenticatedCaller } from "../auth/caller";
import { db } from "../db/client";
import { requireReadableWorkspace } from "../workspaces/readable-workspace";
import type { InvitationView } from "./invitation-schemas";

/** The workspace's invitations still waiting to be accepted, newest first (ADMIN and OWNER, or its own API keys). */
export async function listInvitations(caller: AuthenticatedCaller, accountId: string, now = new Date()) {
  const prisma = await db();
  await requireReadableWorkspace(prisma, caller, accountId, "ADMIN");
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
