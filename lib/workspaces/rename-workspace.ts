import { memberActor } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { memberRoleIn, requireRole } from "./member-role-in";
import type { WorkspaceNameInput } from "./workspace-schemas";
import { toWorkspaceView, workspaceOfMemberSelect } from "./workspace-view";

/** Renames a workspace its OWNER names; the slug stays, so links that carry it keep working. */
export async function renameWorkspace(userId: string, workspaceId: string, input: WorkspaceNameInput) {
  const prisma = await db();
  requireRole(await memberRoleIn(prisma, workspaceId, userId), "OWNER");
  await prisma.$transaction(async (tx) => {
    const before = await tx.account.update({
      where: { id: workspaceId },
      data: { name: input.name },
      select: { id: true },
    });
    await recordAudit(tx, memberActor(workspaceId, userId), {
      action: "workspace.renamed",
      target: { type: "workspace", id: before.id },
      details: { name: input.name },
    });
  });
  const membership = await prisma.membership.findUniqueOrThrow({
    where: { accountId_userId: { accountId: workspaceId, userId } },
    select: workspaceOfMemberSelect,
  });
  return toWorkspaceView(membership);
}
