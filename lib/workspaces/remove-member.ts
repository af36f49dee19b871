import { memberActor } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { lockWorkspace, ownerCount } from "./lock-workspace";
import { lastOwner, requireMayManage } from "./member-change-rules";
import { memberRoleIn, NOT_A_MEMBER } from "./member-role-in";
import { moveDefaultWorkspaces } from "./move-default-workspaces";

/**
 * Removes a member from the workspace: a member leaving (any role), or one removed as the acting
 * member's role allows (./member-change-rules.ts). The last OWNER cannot leave or be removed (409
 * LAST_OWNER), checked under the workspace's lock. When it was the removed user's default
 * workspace, they move to another of theirs, or a new personal one, in the same transaction. They
 * lose access on their very next request (lib/api/caller.ts reads memberships per request).
 */
export async function removeMember(actorId: string, workspaceId: string, userId: string) {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const actor = await memberRoleIn(tx, workspaceId, actorId);
    const target = await memberRoleIn(tx, workspaceId, userId, NOT_A_MEMBER);
    if (actorId !== userId) requireMayManage(actor, target);
    if (target === "OWNER" && (await ownerCount(tx, workspaceId)) === 1) {
      throw lastOwner(
        actorId === userId
          ? "You are the workspace's last OWNER and cannot leave"
          : "This member is the workspace's last OWNER",
      );
    }
    await tx.membership.delete({
      where: { accountId_userId: { accountId: workspaceId, userId } },
      select: { userId: true },
    });
    await moveDefaultWorkspaces(tx, workspaceId, [userId]);
    await recordAudit(tx, memberActor(workspaceId, actorId), {
      action: actorId === userId ? "member.left" : "member.removed",
      target: { type: "user", id: userId },
      details: { role: target },
    });
  });
  return { userId, removed: true as const };
}
