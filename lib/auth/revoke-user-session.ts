import { db } from "../db/client";

/**
 * Ends one session of the user (sign-out, or "sign out" beside it in Settings): its token is
 * refused from the next request on. Returns whether a live session of this user was ended; another
 * user's session id, or one already ended, ends nothing.
 */
export async function revokeUserSession(userId: string, sessionId: string): Promise<boolean> {
  const { count } = await (await db()).userSession.updateMany({
    where: { id: sessionId, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count > 0;
}
