import type { PrismaClient } from "../db/generated/client";
import { memberRoleIn, requireRole } from "../workspaces/member-role-in";
import type { WorkspaceRole } from "../workspaces/workspace-roles";

/** The caller's role in the workspace the path names, when it lets them manage invitations (ADMIN or OWNER). */
export async function inviterRole(prisma: PrismaClient, accountId: string, userId: string): Promise<WorkspaceRole> {
  const role = await memberRoleIn(prisma, accountId, userId);
  requireRole(role, "ADMIN");
  return role;
}
