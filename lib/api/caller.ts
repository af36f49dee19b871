import type { Caller } from "../auth/caller";
import { readSessionToken } from "../auth/session-token";
import { ApiError } from "../errors/api-error";
import { PERMISSIONS } from "../keys/permissions";
import { verifyApiKey } from "../keys/verify-api-key";
import { getSessionUser } from "../users/get-session-user";
import { clientIp } from "../server/client-ip";

// The caller types are transport-neutral (services take them); resolving one from headers is HTTP.
export type { AuthenticatedCaller, Caller } from "../auth/caller";

function presentedKey(headers: Headers): string | undefined {
  const authorization = headers.get("authorization");
  if (authorization !== null) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) throw new ApiError("UNAUTHORIZED", "Authorization header must be 'Bearer <API key>'.");
    return match[1];
  }
  return headers.get("cb-api-key")?.trim() || undefined;
}

/** Who is calling: an API key (either header form), a session cookie, or an anonymous IP. */
export async function resolveCaller(headers: Headers): Promise<Caller> {
  const ip = clientIp(headers);
  const key = presentedKey(headers);
  if (key !== undefined) return { kind: "key", ip, ...(await verifyApiKey(key)) };

  const session = await readSessionToken(headers);
  // A session whose user was removed, or that a sign-out or revoke ended, is signed out.
  const user = session && (await getSessionUser(session));
  if (user)
    return {
      kind: "session",
      ip,
      accountId: user.accountId,
      userId: user.id,
      role: user.role,
      permissions: [...PERMISSIONS],
      sessionId: user.sessionId,
    };
  return { kind: "anonymous", ip };
}
