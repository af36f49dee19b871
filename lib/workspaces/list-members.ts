import type { AuthenticatedCaller } from "../auth/caller";
import { db } from "../db/client";
import { requireReadableWorkspace } from "./readable-workspace";
import { memberSelect, toMemberView } from "./workspace-view";

/** The members of a workspace, to any of its members or its own API keys, the earliest to join first. */
export async function listMembers(caller: AuthenticatedCaller, workspaceId: string) {
  const prisma = await db();
  await requireReadableWorkspace(prisma, caller, workspaceId, "VIEWER");
  const members = await prisma.membership.findMany({
    where: { accountId: workspaceId },
    orderBy: [{ joinedAt: "asc" }, { userId: "asc" }],
    select: memberSelect,
  });
  return { data: members.map(toMemberView) };
}
