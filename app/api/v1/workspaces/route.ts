import { withApi } from "@/lib/api/with-api";
import { createWorkspaceContract, listWorkspacesContract } from "@/lib/workspaces/contracts";
import { createWorkspace } from "@/lib/workspaces/create-workspace";
import { keyWorkspace } from "@/lib/workspaces/key-workspace";
import { listWorkspaces } from "@/lib/workspaces/list-workspaces";

export const GET = withApi(listWorkspacesContract, async ({ caller }) =>
  caller.kind === "key" ? keyWorkspace(caller.accountId) : listWorkspaces(caller.userId),
);

export const POST = withApi(createWorkspaceContract, async ({ caller, body }) => createWorkspace(caller.userId, body));
