import { memberActor } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { lockWorkspace, ownerCount } from "./lock-workspace";
import { lastOwner, requireMayManage } from "./member-change-rules";
import { memberRoleIn, NOT_A_MEMBER } from "./member-role-in";
import type { WorkspaceRole } from "./workspace-roles";
import { memberSelect, toMemberView } from "./workspace-view";

/**
 * Gives a member of the workspace a new role, as the acting member's own role allows
 * (./member-change-rules.ts). The last OWNER cannot be demoted (409 LAST_OWNER); both roles are
 * read under the workspace's lock, so concurrent changes cannot leave it without one.
 */
export async function changeMemberRole(actorId: string, workspaceId: string, userId: string, role: WorkspaceRole) {
  const prisma = await db();
  const member = await prisma.$transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const actor = await memberRoleIn(tx, workspaceId, actorId);
    const target = await memberRoleIn(tx, workspaceId, userId, NOT_A_MEMBER);
    requireMayManage(actor, target, role);
    if (target === "OWNER" && role !== "OWNER" && (await ownerCount(tx, workspaceId)) === 1) {
      throw lastOwner("This member is the workspace's last OWNER and cannot be demoted");
    }
    await recordAudit(tx, memberActor(workspaceId, actorId), {
      action: "member.role_changed",
      target: { type: "user", id: userId },
      details: { from: target, to: role },
    });
    return tx.membership.update({
      where: { accountId_userId: { accountId: workspaceId, userId } },
      data: { role },
      select: memberSelect,
    });
  });
  return toMemberView(member);
}
