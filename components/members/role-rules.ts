import { roleAtLeast, WORKSPACE_ROLES, type WorkspaceRole } from "@/lib/workspaces/workspace-roles";

// The browser's copy of the API's rules (lib/workspaces/member-change-rules.ts for members, the
// invitations contract in lib/invitations/contracts.ts for invitations), only to offer the choices
// the API would accept; the API still decides and its message is shown when it refuses.

/** The roles `caller` may give a member or an invitation: an OWNER any, an ADMIN those below ADMIN. */
export function grantableRoles(caller: WorkspaceRole): WorkspaceRole[] {
  if (caller === "OWNER") return [...WORKSPACE_ROLES];
  if (caller === "ADMIN") return WORKSPACE_ROLES.filter((role) => !roleAtLeast(role, "ADMIN"));
  return [];
}

/** Whether `caller` may change or remove a member holding `target`. */
export function mayManage(caller: WorkspaceRole, target: WorkspaceRole): boolean {
  if (caller === "OWNER") return true;
  return caller === "ADMIN" && !roleAtLeast(target, "ADMIN");
}

/** Why a member's row shows no controls, in the words of the Members page. */
export function manageHint(caller: WorkspaceRole): string {
  if (caller === "OWNER") return "As an owner you can change anyone's role, including other owners.";
  if (caller === "ADMIN") return "Admins change and remove editors and viewers; only owners manage admins and owners.";
  return "Only admins and owners can change roles or remove members.";
}
