import { revokeUserSession } from "../auth/revoke-user-session";
import { ApiError } from "../errors/api-error";

/** Signs one of the user's sessions out (their own current one too); another user's session is 404. */
export async function endUserSession(userId: string, sessionId: string) {
  if (!(await revokeUserSession(userId, sessionId))) throw new ApiError("NOT_FOUND", "Session not found.");
  return { ended: 1 };
}
