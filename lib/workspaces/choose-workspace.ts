import { ApiError } from "../errors/api-error";
import type { WorkspaceRole } from "./workspace-roles";

/** The header a signed-in caller names a workspace with; API keys act in their own. */
export const WORKSPACE_HEADER = "x-codebeam-workspace";

// Ids are cuids; the bound keeps a malformed header a 400 rather than a lookup.
export const WORKSPACE_ID = /^[a-z0-9]{1,64}$/;

/** The workspace id a request names, undefined when it names none; malformed is a 400 naming the header. */
export function requestedWorkspace(headers: Headers): string | undefined {
  const value = headers.get(WORKSPACE_HEADER)?.trim();
  if (!value) return undefined;
  if (!WORKSPACE_ID.test(value)) {
    throw new ApiError("INVALID_REQUEST", "X-Codebeam-Workspace must be a workspace id.", [
      { field: "X-Codebeam-Workspace", message: "must be a workspace id (lower-case letters and digits)" },
    ]);
  }
  return value;
}

interface Member {
  accountId: string;
  memberships: { accountId: string; role: WorkspaceRole }[];
}

/**
 * The membership a session acts through: the requested workspace's, else the user's default
 * one's (lib/users/get-session-user.ts reads only that one); undefined when they are no member
 * of it.
 */
export function chooseWorkspace(user: Member, requested: string | undefined) {
  const wanted = requested ?? user.accountId;
  return user.memberships.find((member) => member.accountId === wanted);
}
