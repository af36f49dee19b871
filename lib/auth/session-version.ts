import { db } from "../db/client";

/**
 * The session version a token carries. Tokens issued before versions existed carry none and count
 * as 0, the version every user starts at: they stay valid until the user's first sign-out.
 */
export const sessionVersionOf = (claims: Record<string, unknown>): number =>
  typeof claims.sessionVersion === "number" ? claims.sessionVersion : 0;

/** The UserSession id a token carries (claim `sid`), if it was issued with one. */
export const sessionIdOf = (claims: Record<string, unknown>): string | undefined =>
  typeof claims.sid === "string" && claims.sid ? claims.sid : undefined;

/** The user's current session version; undefined when the user no longer exists. */
export async function readSessionVersion(userId: string): Promise<number | undefined> {
  const user = await (await db()).user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  return user?.sessionVersion;
}
