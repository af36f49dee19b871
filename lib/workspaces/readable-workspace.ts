import type { AuthenticatedCaller } from "../auth/caller";
import type { PrismaClient } from "../db/generated/client";
import { ApiError } from "../errors/api-error";
import { memberRoleIn, requireRole } from "./member-role-in";
import type { WorkspaceRole } from "./workspace-roles";

const NOT_YOURS = "No workspace of yours with this id.";

/**
 * Lets the caller read the team data of the workspace the path names. A member needs `needed` (or
 * a stronger role) there; an API key reads its own workspace only, any other id being a 404 as for
 * any tenant's id. A key never reaches the writes: their contracts are session-only, because a
 * leaked key that could invite people or change roles would become human access that outlives
 * revoking the key (README, Teams). The key's permission is its contract's (lib/api/authorize.ts).
 */
export async function requireReadableWorkspace(
  prisma: PrismaClient,
  caller: AuthenticatedCaller,
  workspaceId: string,
  needed: WorkspaceRole,
): Promise<void> {
  if (caller.kind === "key") {
    if (workspaceId !== caller.accountId) throw new ApiError("NOT_FOUND", NOT_YOURS);
    return;
  }
  requireRole(await memberRoleIn(prisma, workspaceId, caller.userId, NOT_YOURS), needed);
}
