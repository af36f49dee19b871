import { db } from "../db/client";

/**
 * workspaces.list for an API key: the key's own workspace alone, with role null (a key is no
 * member; lib/workspaces/workspace-schemas.ts). A workspace deleted since the key was verified
 * (its keys go with it) lists nothing rather than failing.
 */
export async function keyWorkspace(accountId: string) {
  const prisma = await db();
  const account = await prisma.account.findUnique({
    where: { id: accountId },
    select: { id: true, name: true, slug: true, createdAt: true },
  });
  return { data: account ? [{ ...account, role: null, createdAt: account.createdAt.toISOString() }] : [] };
}
