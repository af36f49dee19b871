import { db } from "../db/client";

/**
 * Ends every session of the user ("sign out everywhere"): the version in their session tokens no
 * longer matches, so each is treated as signed out the next time it is read. With `ifVersion`,
 * only while that is still the current version, so a token already ended cannot end newer ones.
 * Returns whether a version was bumped.
 */
export async function revokeSessions(userId: string, ifVersion?: number): Promise<boolean> {
  const { count } = await (await db()).user.updateMany({
    where: { id: userId, ...(ifVersion !== undefined && { sessionVersion: ifVersion }) },
    data: { sessionVersion: { increment: 1 } },
  });
  return count > 0;
}
