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

/** In place of controls a VIEWER may not use, said once rather than shown disabled one by one. */
export function ViewerNote({ what }: { what: string }) {
  return (
    <p className="text-sm text-zinc-600">You are a viewer in this workspace: editors, admins and owners can {what}.</p>
  );
}
