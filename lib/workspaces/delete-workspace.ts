import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { forgetCachedCode } from "../short-links/forget-cached-code";
import { deleteWorkspaceRows } from "./delete-workspace-rows";
import { lockWorkspace } from "./lock-workspace";
import { memberRoleIn, requireRole } from "./member-role-in";
import { moveDefaultWorkspaces } from "./move-default-workspaces";

/**
 * Deletes a workspace its OWNER names, with everything it owns (codes, scans, keys, webhooks,
 * credits, logos, AI generations), never the OWNER's last workspace. Its members keep their
 * users: whoever had it as their default workspace moves to another of theirs, or to a new
 * personal one, in the same transaction.
 */
export async function deleteWorkspace(userId: string, workspaceId: string) {
  const prisma = await db();
  const codeIds = await prisma.$transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    requireRole(await memberRoleIn(tx, workspaceId, userId), "OWNER");
    const memberships = await tx.membership.count({ where: { userId } });
    if (memberships === 1) {
      throw new ApiError(
        "CONFLICT",
        "This is your only workspace: it cannot be deleted. Create or join another one first.",
      );
    }
    await moveDefaultWorkspaces(tx, workspaceId);
    return deleteWorkspaceRows(tx, workspaceId);
  });
  for (const id of codeIds) forgetCachedCode(id); // other instances hear of it from the database
  return { id: workspaceId, deleted: true as const };
}
