import { ApiError } from "../errors/api-error";
import type { Prisma, PrismaClient } from "../db/generated/client";
import { roleAtLeast, type WorkspaceRole } from "./workspace-roles";

type Client = PrismaClient | Prisma.TransactionClient;

/**
 * The user's role in workspace `workspaceId`, where the path names the workspace rather than
 * X-Codebeam-Workspace. A workspace they are not a member of is a 404, never a 403: its existence
 * is not theirs to learn.
 */
export async function memberRoleIn(
  client: Client,
  workspaceId: string,
  userId: string,
  notFound = "No workspace of yours with this id.",
): Promise<WorkspaceRole> {
  const membership = await client.membership.findUnique({
    where: { accountId_userId: { accountId: workspaceId, userId } },
    select: { role: true },
  });
  if (!membership) throw new ApiError("NOT_FOUND", notFound);
  return membership.role;
}

export const NOT_A_MEMBER = "No member of this workspace with this user id.";

/** A 403 unless `role` is `needed` or stronger, worded as lib/api/authorize.ts words it. */
export function requireRole(role: WorkspaceRole, needed: WorkspaceRole): void {
  if (!roleAtLeast(role, needed)) {
    throw new ApiError(
      "FORBIDDEN",
      `This takes the ${needed} role or a stronger one in this workspace; yours is ${role}.`,
    );
  }
}
