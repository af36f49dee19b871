import type { Caller } from "../auth/caller";
import { readSessionToken } from "../auth/session-token";
import { ApiError } from "../errors/api-error";
import { PERMISSIONS } from "../keys/permissions";
import { verifyApiKey } from "../keys/verify-api-key";
import { getSessionUser } from "../users/get-session-user";
import { clientIp } from "../server/client-ip";
import { chooseWorkspace, requestedWorkspace } from "../workspaces/choose-workspace";

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

/**
 * Who is calling: an API key (either header form), a session cookie, or an anonymous IP. A key
 * acts in its own workspace; a session in the one X-Codebeam-Workspace (or ?workspace=) names, else its default.
 */
export async function resolveCaller(headers: Headers, url?: URL): Promise<Caller> {
  const ip = clientIp(headers);
  const key = presentedKey(headers);
  if (key !== undefined) {
    const verified = await verifyApiKey(key);
    const requested = requestedWorkspace(headers, url);
    if (requested !== undefined && requested !== verified.accountId) {
      throw new ApiError(
        "NOT_FOUND",
        "An API key acts in its own workspace only (X-Codebeam-Workspace names another).",
      );
    }
    return { kind: "key", ip, ...verified };
  }

  const session = await readSessionToken(headers);
  if (!session) return { kind: "anonymous", ip };
  const requested = requestedWorkspace(headers, url);
  // A session whose user was removed, or that a sign-out or revoke ended, is signed out.
  const user = await getSessionUser(session, requested);
  if (!user) return { kind: "anonymous", ip };
  // No membership there: workspaceRole stays unset and lib/api/authorize.ts answers a workspace's
  // operations with 404; the user's own (their profile) still answer.
  const workspace = chooseWorkspace(user, requested);
  return {
    kind: "session",
    ip,
    accountId: workspace?.accountId ?? user.accountId,
    workspaceRole: workspace?.role,
    userId: user.id,
    role: user.role,
    permissions: [...PERMISSIONS],
    sessionId: user.sessionId,
  };
}
