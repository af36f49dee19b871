"use client";

import { call } from "@/components/ui/api-call";
import { removeMemberContract } from "@/components/ui/api-routes.generated";
import { Card, CardHeader } from "@/components/ui/card";
import { useWorkspace } from "@/components/workspaces/workspace-context";
import { ConfirmButton } from "./confirm-button";
import { DeleteWorkspace } from "./delete-workspace";

/**
 * Leaving (any member: DELETE of their own membership) and, for an OWNER, deleting the workspace.
 * The last OWNER's leave is refused by the API (409 LAST_OWNER) and its message shown as it is.
 */
export function LeaveAndDelete({ userId, name }: { userId: string; name: string }) {
  const workspace = useWorkspace();

  async function leave() {
    const result = await call(removeMemberContract, { params: { id: workspace.id, userId } });
    if (!result.ok) return result.error.message;
    // The workspace is gone for this user: a full load lets the server choose their next one.
    window.location.assign("/dashboard");
    return undefined;
  }

  return (
    <Card className="overflow-hidden border-red-200">
      <CardHeader title="Danger zone" />
      <div className="divide-y divide-zinc-100">
        <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
          <div className="min-w-0 flex-1 basis-64">
            <h3 className="text-sm font-medium text-zinc-900">Leave workspace</h3>
            <p className="mt-0.5 text-sm text-zinc-500">
              You lose access to its codes at once; someone must invite you again to come back.
            </p>
          </div>
          <ConfirmButton
            label="Leave workspace"
            title={`Leave “${name}”?`}
            confirmLabel="Leave workspace"
            pendingLabel="Leaving…"
            onConfirm={leave}
          >
            You will no longer see this workspace's codes, statistics or members.
          </ConfirmButton>
        </div>
        {workspace.role === "OWNER" ? (
          <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
            <div className="min-w-0 flex-1 basis-64">
              <h3 className="text-sm font-medium text-zinc-900">Delete workspace</h3>
              <p className="mt-0.5 text-sm text-zinc-500">
                Deletes everything in it for every member. Your only workspace cannot be deleted.
              </p>
            </div>
            <DeleteWorkspace name={name} />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
