import { db } from "../db/client";
import { memberRoleIn, requireRole } from "./member-role-in";
import type { WorkspaceNameInput } from "./workspace-schemas";
import { toWorkspaceView, workspaceOfMemberSelect } from "./workspace-view";

/** Renames a workspace its OWNER names; the slug stays, so links that carry it keep working. */
export async function renameWorkspace(userId: string, workspaceId: string, input: WorkspaceNameInput) {
  const prisma = await db();
  requireRole(await memberRoleIn(prisma, workspaceId, userId), "OWNER");
  await prisma.account.update({ where: { id: workspaceId }, data: { name: input.name }, select: { id: true } });
  const membership = await prisma.membership.findUniqueOrThrow({
    where: { accountId_userId: { accountId: workspaceId, userId } },
    select: workspaceOfMemberSelect,
  });
  return toWorkspaceView(membership);
}
