import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";

/**
 * Inside a transaction: bumps the user's session version (older tokens, which carry no session id,
 * no longer match) and revokes their UserSession rows but `keepSessionId`. Returns the rows revoked.
 */
export async function endSessionsIn(tx: Prisma.TransactionClient, userId: string, keepSessionId?: string) {
  await tx.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } }, select: { id: true } });
  const { count } = await tx.userSession.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId && { id: { not: keepSessionId } }) },
    data: { revokedAt: new Date() },
  });
  return count;
}

/**
 * Ends every session of the user ("sign out everywhere", an admin's revoke): each token is treated
 * as signed out the next time it is read. With `ifVersion`, only while that is still the current
 * version, so a token already ended cannot end newer ones. Returns whether anything was ended.
 */
export async function revokeSessions(userId: string, ifVersion?: number): Promise<boolean> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId, ...(ifVersion !== undefined && { sessionVersion: ifVersion }) },
      data: { sessionVersion: { increment: 1 } },
    });
    if (count === 0) return false;
    await tx.userSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
    return true;
  });
}
