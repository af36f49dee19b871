import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { roleAtLeast, type WorkspaceRole } from "../workspaces/workspace-roles";

/**
 * The caller's role in workspace `accountId` when it lets them manage invitations (ADMIN or OWNER);
 * a workspace they are not a member of is a 404, as any id of another tenant.
 */
export async function inviterRole(accountId: string, userId: string): Promise<WorkspaceRole> {
  const member = await (await db()).membership.findUnique({
    where: { accountId_userId: { accountId, userId } },
    select: { role: true },
  });
  if (!member) throw new ApiError("NOT_FOUND", "No workspace of yours with this id.");
  if (!roleAtLeast(member.role, "ADMIN")) {
    throw new ApiError("FORBIDDEN", `Invitations take the ADMIN role or a stronger one; yours is ${member.role}.`);
  }
  return member.role;
}
