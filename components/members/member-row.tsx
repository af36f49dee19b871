"use client";

import { useState } from "react";
import { toast } from "sonner";
import { call } from "@/components/ui/api-call";
import { removeMemberContract, updateMemberContract } from "@/components/ui/api-routes.generated";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/components/ui/format";
import { roleLabel } from "@/components/workspaces/role-label";
import { useWorkspace } from "@/components/workspaces/workspace-context";
import type { MemberView } from "@/lib/workspaces/workspace-schemas";
import type { WorkspaceRole } from "@/lib/workspaces/workspace-roles";
import { ConfirmButton } from "./confirm-button";
import { grantableRoles, mayManage } from "./role-rules";
import { RoleSelect } from "./role-select";

type Props = {
  member: MemberView;
  isMe: boolean;
  onChanged: (member: MemberView) => void;
  onRemoved: (userId: string) => void;
};

/**
 * One member: name, email, joined date and role. Whom the caller may manage gets a role select
 * (saved with its button, so arrowing through the options changes nothing) and Remove; their own
 * row has no Remove (leaving is below), and the rest show the role only.
 */
export function MemberRow({ member, isMe, onChanged, onRemoved }: Props) {
  const workspace = useWorkspace();
  const [role, setRole] = useState<WorkspaceRole>(member.role);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const manageable = mayManage(workspace.role, member.role);
  const roles = grantableRoles(workspace.role);
  const selectId = `member-role-${member.userId}`;
  const params = { id: workspace.id, userId: member.userId };

  async function saveRole() {
    setSaving(true);
    const result = await call(updateMemberContract, { params, body: { role } });
    setSaving(false);
    if (!result.ok) return setError(result.error.message);
    setError(undefined);
    // Their own role changed: the menu and every page's controls follow it.
    if (isMe) return window.location.reload();
    toast(`${member.name} is now ${roleLabel(result.data.role).toLowerCase()}`);
    onChanged(result.data);
  }

  async function remove() {
    const result = await call(removeMemberContract, { params });
    if (!result.ok) return result.error.message;
    toast(`Removed ${member.name} from the workspace`);
    onRemoved(member.userId);
    return undefined;
  }

  return (
    <li aria-label={member.name} className="px-5 py-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <div
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
        >
          {member.name.trim().charAt(0).toUpperCase() || "?"}
        </div>
        <div className="min-w-0 flex-1 basis-48">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all text-zinc-900">{member.name}</span>
            {isMe ? <Badge tone="brand">You</Badge> : null}
            {/* On a phone the role sits by the name; from `sm` at the row's end, where the selects are. */}
            {manageable ? null : <Badge className="sm:hidden">{roleLabel(member.role)}</Badge>}
          </p>
          <p className="text-sm break-all text-zinc-600">{member.email}</p>
          <p className="mt-0.5 text-xs text-zinc-500">Joined {formatDate(member.joinedAt)}</p>
        </div>
        {manageable ? (
          <div className="flex w-full flex-wrap items-center gap-2 pl-13 sm:w-auto sm:pl-0">
            <label htmlFor={selectId} className="sr-only">
              Role of {member.name}
            </label>
            <RoleSelect
              id={selectId}
              roles={roles}
              value={role}
              disabled={saving}
              onChange={(event) => setRole(event.target.value as WorkspaceRole)}
              className="h-8 w-28"
            />
            {role !== member.role ? (
              <Button size="sm" onClick={saveRole} disabled={saving} aria-label={`Save ${member.name}'s role`}>
                {saving ? "Saving…" : "Save"}
              </Button>
            ) : null}
            {isMe ? null : (
              <ConfirmButton
                label="Remove"
                name={`Remove ${member.name}`}
                title={`Remove ${member.name}?`}
                confirmLabel="Remove member"
                pendingLabel="Removing…"
                onConfirm={remove}
              >
                {member.name} ({member.email}) loses access to this workspace's codes at once. Their own account stays.
              </ConfirmButton>
            )}
          </div>
        ) : (
          <Badge className="shrink-0 max-sm:hidden">{roleLabel(member.role)}</Badge>
        )}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}
