import type { SessionClaims } from "../auth/session-token";
import { db } from "../db/client";

/**
 * The user a session token names, while the session is still live: undefined once the user was
 * removed, or a sign-out or revoke bumped their session version past the token's.
 */
export async function getSessionUser({ userId, sessionVersion }: SessionClaims) {
  const user = await (await db()).user.findUnique({
    where: { id: userId },
    select: { id: true, accountId: true, role: true, sessionVersion: true },
  });
  if (!user || user.sessionVersion !== sessionVersion) return undefined;
  return { id: user.id, accountId: user.accountId, role: user.role };
}
