import { db } from "../db/client";
import type { WorkspaceView } from "./workspace-schemas";
import { WORKSPACE_SLUG } from "./workspace-slug";
import { toWorkspaceView, workspaceOfMemberSelect } from "./workspace-view";

/**
 * The workspace with this slug as its member `userId` sees it (with their role), else null: an
 * unknown slug and a workspace they are not a member of read the same.
 */
export async function getMemberWorkspace(userId: string, slug: string): Promise<WorkspaceView | null> {
  // Anything not shaped like a slug is no workspace, without a read.
  if (!WORKSPACE_SLUG.test(slug)) return null;
  const prisma = await db();
  const membership = await prisma.membership.findFirst({
    where: { userId, account: { slug } },
    select: workspaceOfMemberSelect,
  });
  return membership ? toWorkspaceView(membership) : null;
}

/** The user's default workspace (User.accountId), of which they are always a member. */
export async function getDefaultWorkspace(userId: string, accountId: string): Promise<WorkspaceView | null> {
  const prisma = await db();
  const membership = await prisma.membership.findUnique({
    where: { accountId_userId: { accountId, userId } },
    select: workspaceOfMemberSelect,
  });
  return membership ? toWorkspaceView(membership) : null;
}
