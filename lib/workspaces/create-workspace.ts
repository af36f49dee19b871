import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { MAX_OWNED_WORKSPACES, type WorkspaceNameInput } from "./workspace-schemas";
import { workspaceSlug } from "./workspace-slug";
import { toWorkspaceView, workspaceOfMemberSelect } from "./workspace-view";

/**
 * Creates a workspace with the user as its OWNER, in one transaction. It starts without credits:
 * the starting grant comes once, with sign-up (lib/users/create-user.ts).
 */
export async function createWorkspace(userId: string, input: WorkspaceNameInput) {
  const prisma = await db();
  const membership = await prisma.$transaction(async (tx) => {
    // The user's row is the lock: two creations at once cannot both pass the cap.
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    const owned = await tx.membership.count({ where: { userId, role: "OWNER" } });
    if (owned >= MAX_OWNED_WORKSPACES) {
      throw new ApiError(
        "CONFLICT",
        `You own ${owned} workspaces, the most one user may own (${MAX_OWNED_WORKSPACES}): delete one or hand it over first.`,
      );
    }
    const account = await tx.account.create({
      data: { name: input.name, slug: workspaceSlug(input.name) },
      select: { id: true },
    });
    return tx.membership.create({
      data: { accountId: account.id, userId, role: "OWNER" },
      select: workspaceOfMemberSelect,
    });
  });
  return toWorkspaceView(membership);
}
