import { defineContract, MCP_READ } from "../api/contract";
import {
  CreateWorkspaceBody,
  DeletedWorkspaceSchema,
  MAX_OWNED_WORKSPACES,
  MemberListSchema,
  MemberParams,
  MemberSchema,
  RemovedMemberSchema,
  UpdateMemberBody,
  UpdateWorkspaceBody,
  WorkspaceIdParams,
  WorkspaceListSchema,
  WorkspaceSchema,
} from "./workspace-schemas";

// The path names the workspace, so X-Codebeam-Workspace plays no part (workspaceRole null): the
// service checks the caller's membership of {id} and its role, and a workspace the caller is not a
// member of answers 404, never 403. API keys read their own workspace's team (KEY_READS); every
// change stays with a signed-in person (sessionOnly).
const sessionOnly = { tag: "Workspaces", auth: "session", workspaceRole: null } as const;
const keyRead = { tag: "Workspaces", auth: "key-or-session", workspaceRole: null } as const;

/** Why keys read the team but never change it; quoted by every team read a key may make. */
export const KEY_READS =
  "An API key reads its own workspace's team but never changes it: a leaked key that could invite people or change roles would become human access that outlives revoking the key.";

export const listWorkspacesContract = defineContract({
  ...keyRead,
  method: "GET",
  path: "/api/v1/workspaces",
  operationId: "workspaces.list",
  summary: "Your workspaces",
  description: `Signed in: every workspace you are a member of, with your role there, the oldest membership first. With an API key (any permission): the key's own workspace alone, with role null, since a key holds permissions rather than a role. ${KEY_READS}`,
  response: WorkspaceListSchema,
  status: 200,
  mcp: {
    name: "list_workspaces",
    title: "The key's workspace",
    description:
      "The workspace this key acts in (id, name, slug; role is null: a key holds permissions, not a role). Its id is what list_workspace_members takes.",
    annotations: MCP_READ,
    summary: ({ data }) => (data[0] ? `Workspace '${data[0].name}' (${data[0].id}).` : "No workspace."),
  },
});

export const createWorkspaceContract = defineContract({
  ...sessionOnly,
  method: "POST",
  path: "/api/v1/workspaces",
  operationId: "workspaces.create",
  summary: "Create a workspace",
  description: `Dashboard session only. You become its OWNER. It starts without credits. One user may own at most ${MAX_OWNED_WORKSPACES} workspaces (409 CONFLICT past that).`,
  body: CreateWorkspaceBody,
  response: WorkspaceSchema,
  status: 201,
  errors: ["CONFLICT"],
});

export const updateWorkspaceContract = defineContract({
  ...sessionOnly,
  method: "PATCH",
  path: "/api/v1/workspaces/{id}",
  operationId: "workspaces.update",
  summary: "Rename a workspace",
  description:
    "Dashboard session only; takes the OWNER role in workspace {id} (a member below OWNER gets 403). The slug stays.",
  params: WorkspaceIdParams,
  body: UpdateWorkspaceBody,
  response: WorkspaceSchema,
  status: 200,
});

export const deleteWorkspaceContract = defineContract({
  ...sessionOnly,
  method: "DELETE",
  path: "/api/v1/workspaces/{id}",
  operationId: "workspaces.delete",
  summary: "Delete a workspace and everything in it",
  description:
    "Dashboard session only; takes the OWNER role in workspace {id}. Deletes its codes (short links answer 404), scans, statistics, keys, webhooks, credits, logos and AI generations. Never your only workspace (409 CONFLICT). Its members keep their users: whoever had it as their default workspace moves to their oldest other one, or to a new personal workspace.",
  params: WorkspaceIdParams,
  response: DeletedWorkspaceSchema,
  status: 200,
  errors: ["CONFLICT"],
});

export const listMembersContract = defineContract({
  ...keyRead,
  permission: "qrcode:create",
  method: "GET",
  path: "/api/v1/workspaces/{id}/members",
  operationId: "workspaces.members.list",
  summary: "The members of a workspace",
  description: `Any member of workspace {id} (VIEWER and up), or an API key of that workspace (another workspace's id is a 404). The earliest to join first. ${KEY_READS}`,
  params: WorkspaceIdParams,
  response: MemberListSchema,
  status: 200,
  mcp: {
    name: "list_workspace_members",
    title: "The workspace's members",
    description:
      "The people of the key's workspace with their roles (OWNER, ADMIN, EDITOR, VIEWER), the earliest to join first. Read only: inviting and changing roles take a signed-in person in the dashboard.",
    annotations: MCP_READ,
    params: { id: "the key's workspace id (list_workspaces); another workspace's is not found" },
    summary: ({ data }) => `${data.length} member${data.length === 1 ? "" : "s"}.`,
  },
});

export const updateMemberContract = defineContract({
  ...sessionOnly,
  method: "PATCH",
  path: "/api/v1/workspaces/{id}/members/{userId}",
  operationId: "workspaces.members.update",
  summary: "Change a member's role",
  description:
    "Dashboard session only. An ADMIN of workspace {id} may give members below ADMIN a role below ADMIN; only an OWNER makes or removes ADMINs and OWNERs (403 otherwise). The last OWNER cannot be demoted (409 LAST_OWNER).",
  params: MemberParams,
  body: UpdateMemberBody,
  response: MemberSchema,
  status: 200,
  errors: ["LAST_OWNER"],
});

export const removeMemberContract = defineContract({
  ...sessionOnly,
  method: "DELETE",
  path: "/api/v1/workspaces/{id}/members/{userId}",
  operationId: "workspaces.members.remove",
  summary: "Remove a member, or leave",
  description:
    "Dashboard session only. Any member may leave (their own user id); an ADMIN of workspace {id} may remove members below ADMIN, an OWNER anyone (403 otherwise). The last OWNER cannot leave or be removed (409 LAST_OWNER). The removed member loses access on their next request; when this was their default workspace, they move to their oldest other one, or to a new personal workspace.",
  params: MemberParams,
  response: RemovedMemberSchema,
  status: 200,
  errors: ["LAST_OWNER"],
});

export const WORKSPACES_CONTRACTS = [
  listWorkspacesContract,
  createWorkspaceContract,
  updateWorkspaceContract,
  deleteWorkspaceContract,
  listMembersContract,
  updateMemberContract,
  removeMemberContract,
];
