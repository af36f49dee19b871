import { ApiError } from "../errors/api-error";
import { requireRole } from "./member-role-in";
import { roleAtLeast, type WorkspaceRole } from "./workspace-roles";

/**
 * Whether `actor` may change or remove a member holding `target` (and, for a change, give them
 * `next`): an ADMIN manages the members below ADMIN and gives roles below ADMIN; only an OWNER
 * makes or removes ADMINs and OWNERs. Throws the 403 to answer.
 */
export function requireMayManage(actor: WorkspaceRole, target: WorkspaceRole, next?: WorkspaceRole): void {
  requireRole(actor, "ADMIN");
  if (actor === "OWNER") return;
  const touchesAdmins = roleAtLeast(target, "ADMIN") || (next !== undefined && roleAtLeast(next, "ADMIN"));
  if (touchesAdmins) {
    throw new ApiError(
      "FORBIDDEN",
      "Only an OWNER may make or remove ADMINs and OWNERs; an ADMIN manages the members below ADMIN.",
    );
  }
}

/** The 409 for a change that would leave the workspace without an OWNER. */
export const lastOwner = (what: string) =>
  new ApiError("LAST_OWNER", `${what}: a workspace keeps at least one OWNER. Make another member OWNER first.`);
