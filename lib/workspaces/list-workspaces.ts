import { db } from "../db/client";
import { toWorkspaceView, workspaceOfMemberSelect } from "./workspace-view";

/** The workspaces the user is a member of, with their role in each, the oldest membership first. */
export async function listWorkspaces(userId: string) {
  const prisma = await db();
  const memberships = await prisma.membership.findMany({
    where: { userId },
    orderBy: [{ joinedAt: "asc" }, { accountId: "asc" }],
    select: workspaceOfMemberSelect,
  });
  return { data: memberships.map(toWorkspaceView) };
}
