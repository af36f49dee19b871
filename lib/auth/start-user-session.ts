import { db } from "../db/client";
import { ipPrefixOf, summarizeUserAgent } from "./describe-client";

/** How long a session lasts without use: next-auth's maxAge (lib/auth/auth-options.ts). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Records a sign-in and returns its id, which the session token carries (claim `sid`). The user's
 * rows that can no longer be live (revoked, or unused past the session's lifetime) are pruned on
 * the way, so the table holds about one row per browser.
 */
export async function startUserSession(userId: string, client: { userAgent?: string | null; ip?: string | null }) {
  const prisma = await db();
  const expired = new Date(Date.now() - SESSION_MAX_AGE_SECONDS * 1000);
  const [, session] = await prisma.$transaction([
    prisma.userSession.deleteMany({
      where: { userId, OR: [{ revokedAt: { not: null } }, { lastSeenAt: { lt: expired } }] },
    }),
    prisma.userSession.create({
      data: { userId, userAgent: summarizeUserAgent(client.userAgent), ipPrefix: ipPrefixOf(client.ip) ?? null },
      select: { id: true },
    }),
  ]);
  return session.id;
}
