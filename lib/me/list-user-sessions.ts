import { SESSION_MAX_AGE_SECONDS } from "../auth/start-user-session";
import { db } from "../db/client";
import type { UserSessionView } from "./me-schemas";

/** The user's live sessions, most recently used first; `current` marks the caller's own. */
export async function listUserSessions(userId: string, currentSessionId: string | undefined) {
  const rows = await (await db()).userSession.findMany({
    where: {
      userId,
      revokedAt: null,
      lastSeenAt: { gt: new Date(Date.now() - SESSION_MAX_AGE_SECONDS * 1000) },
    },
    orderBy: [{ lastSeenAt: "desc" }, { id: "asc" }],
    select: { id: true, userAgent: true, ipPrefix: true, createdAt: true, lastSeenAt: true },
  });
  const data: UserSessionView[] = rows.map((row) => ({
    ...row,
    current: row.id === currentSessionId,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
  return { data };
}
