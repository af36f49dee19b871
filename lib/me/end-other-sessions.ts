import { endSessionsIn } from "../auth/revoke-sessions";
import { db } from "../db/client";

/**
 * "Sign out everywhere else": every session of the user but the caller's ends, those issued
 * before session rows too (by the version, which the caller's own session, checked by its row,
 * survives). A caller whose own token has no row is signed out as well.
 */
export async function endOtherSessions(userId: string, currentSessionId: string | undefined) {
  const prisma = await db();
  const ended = await prisma.$transaction((tx) => endSessionsIn(tx, userId, currentSessionId));
  return { ended };
}
