import { db } from "../db/client";
import { memberRoleIn } from "./member-role-in";
import { memberSelect, toMemberView } from "./workspace-view";

/** The members of a workspace the user belongs to (any role), the earliest to join first. */
export async function listMembers(userId: string, workspaceId: string) {
  const prisma = await db();
  await memberRoleIn(prisma, workspaceId, userId);
  const members = await prisma.membership.findMany({
    where: { accountId: workspaceId },
    orderBy: [{ joinedAt: "asc" }, { userId: "asc" }],
    select: memberSelect,
  });
  return { data: members.map(toMemberView) };
}
