import { withApi } from "@/lib/api/with-api";
import { deleteWorkspaceContract, updateWorkspaceContract } from "@/lib/workspaces/contracts";
import { deleteWorkspace } from "@/lib/workspaces/delete-workspace";
import { renameWorkspace } from "@/lib/workspaces/rename-workspace";

export const PATCH = withApi(updateWorkspaceContract, async ({ caller, params, body }) =>
  renameWorkspace(caller.userId, params.id, body),
);

export const DELETE = withApi(deleteWorkspaceContract, async ({ caller, params }) =>
  deleteWorkspace(caller.userId, params.id),
);
