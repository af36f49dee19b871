import type { Prisma } from "../db/generated/client";
import { workspaceSlug } from "./workspace-slug";

/**
 * Gives every user whose default workspace (User.accountId) is `leaving` another one: their oldest
 * other membership, else a new personal workspace named after them, with them as its OWNER. Run it
 * in the transaction that deletes the workspace or removes the member: deleting an account deletes
 * the users whose default it is (User.account cascades), and a user must stay a member of their
 * default workspace while they have any membership (lib/workspaces/choose-workspace.ts).
 */
export async function moveDefaultWorkspaces(
  tx: Prisma.TransactionClient,
  leaving: string,
  only?: string[],
  except: string[] = [],
): Promise<void> {
  const users = await tx.user.findMany({
    where: { accountId: leaving, id: { ...(only && { in: only }), notIn: except } },
    select: { id: true, name: true },
  });
  for (const user of users) {
    const other = await tx.membership.findFirst({
      where: { userId: user.id, accountId: { not: leaving } },
      orderBy: { joinedAt: "asc" },
      select: { accountId: true },
    });
    const accountId = other?.accountId ?? (await createPersonalWorkspace(tx, user));
    await tx.user.update({ where: { id: user.id }, data: { accountId }, select: { id: true } });
  }
}

async function createPersonalWorkspace(tx: Prisma.TransactionClient, user: { id: string; name: string }) {
  const account = await tx.account.create({
    data: { name: user.name, slug: workspaceSlug(user.name) },
    select: { id: true },
  });
  await tx.membership.create({
    data: { accountId: account.id, userId: user.id, role: "OWNER" },
    select: { userId: true },
  });
  return account.id;
}
