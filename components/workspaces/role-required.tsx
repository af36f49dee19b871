import type { WorkspaceRole } from "@/lib/workspaces/workspace-roles";
import { EmptyState } from "@/components/ui/empty-state";
import { roleLabel } from "./role-label";

const WHO: Record<WorkspaceRole, string> = {
  OWNER: "owners",
  ADMIN: "admins and owners",
  EDITOR: "editors, admins and owners",
  VIEWER: "every member",
};

/** A page a member's role does not open: what it is for, who may use it, and what they are. */
export function RoleRequired({ needed, role, what }: { needed: WorkspaceRole; role: WorkspaceRole; what: string }) {
  return (
    <EmptyState title={`Only ${WHO[needed]} can ${what}`}>
      <p>Your role in this workspace is {roleLabel(role)}. Ask an owner on the Members page if you need more.</p>
    </EmptyState>
  );
}

/**
 * In place of controls a member's role may not use, said once rather than shown disabled one by
 * one: by default a VIEWER's, where editors may; `needed` and `role` for controls above that.
 */
export function ViewerNote({
  what,
  needed = "EDITOR",
  role = "VIEWER",
}: {
  what: string;
  needed?: WorkspaceRole;
  role?: WorkspaceRole;
}) {
  return (
    <p className="text-sm text-zinc-600">
      You are {role === "ADMIN" || role === "EDITOR" ? "an" : "a"} {roleLabel(role).toLowerCase()} in this workspace:{" "}
      {WHO[needed]} can {what}.
    </p>
  );
}
