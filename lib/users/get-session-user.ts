import type { SessionClaims } from "../auth/session-token";
import { db } from "../db/client";

/** lastSeenAt moves forward at most this often: a write every few minutes, not on every request. */
export const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

/**
 * The user, and their membership in the workspace the request names (else in their default one),
 * in the same read: at most one membership row, however many workspaces they belong to.
 */
const userSelect = (userId: string, workspace: string | undefined) =>
  ({
    id: true,
    accountId: true,
    role: true,
    sessionVersion: true,
    memberships: {
      where: workspace ? { accountId: workspace } : { account: { users: { some: { id: userId } } } },
      select: { accountId: true, role: true },
      take: 1,
    },
  }) as const;

/**
 * The user a session token names, while the session is still live; one indexed read per request.
 * A token with a session id (`sid`) lives while its UserSession row does, unrevoked and the
 * user's own; an older token without one lives while the user's session version matches its own.
 * Undefined once the user was removed, or a sign-out or revoke ended the session.
 */
export async function getSessionUser({ userId, sessionVersion, sessionId }: SessionClaims, workspace?: string) {
  const prisma = await db();
  if (sessionId) {
    const session = await prisma.userSession.findUnique({
      where: { id: sessionId },
      select: { userId: true, revokedAt: true, lastSeenAt: true, user: { select: userSelect(userId, workspace) } },
    });
    if (!session || session.revokedAt || session.userId !== userId) return undefined;
    const now = Date.now();
    if (now - session.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
      await prisma.userSession.updateMany({
        where: { id: sessionId, revokedAt: null },
        data: { lastSeenAt: new Date(now) },
      });
    }
    const { user } = session;
    return { id: user.id, accountId: user.accountId, role: user.role, memberships: user.memberships, sessionId };
  }
  const user = await prisma.user.findUnique({ where: { id: userId }, select: userSelect(userId, workspace) });
  if (!user || user.sessionVersion !== sessionVersion) return undefined;
  const { id, accountId, role, memberships } = user;
  return { id, accountId, role, memberships, sessionId: undefined };
}
