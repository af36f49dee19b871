import { ApiError } from "../errors/api-error";
import type { WorkspaceRole } from "./workspace-roles";

/** The header a signed-in caller names a workspace with; API keys act in their own. */
export const WORKSPACE_HEADER = "x-codebeam-workspace";

// Ids are cuids; the bound keeps a malformed header a 400 rather than a lookup.
export const WORKSPACE_ID = /^[a-z0-9]{1,64}$/;

/**
 * The query parameter that names it as the header does, for URLs a browser loads by itself (an
 * image's src, a download's href), which carry no headers.
 */
export const WORKSPACE_QUERY = "workspace";

function checked(value: string | undefined, field: string): string | undefined {
  if (!value) return undefined;
  if (!WORKSPACE_ID.test(value)) {
    throw new ApiError("INVALID_REQUEST", `${field} must be a workspace id.`, [
      { field, message: "must be a workspace id (lower-case letters and digits)" },
    ]);
  }
  return value;
}

/**
 * The workspace id a request names by header, else by query, undefined when it names none; a
 * malformed one of either is a 400 naming it.
 */
export function requestedWorkspace(headers: Headers, url?: URL): string | undefined {
  const byHeader = checked(headers.get(WORKSPACE_HEADER)?.trim(), "X-Codebeam-Workspace");
  const byQuery = checked(url?.searchParams.get(WORKSPACE_QUERY)?.trim(), WORKSPACE_QUERY);
  return byHeader ?? byQuery;
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
