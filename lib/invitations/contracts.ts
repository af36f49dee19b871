import { defineContract } from "../api/contract";
import { KEY_READS } from "../workspaces/contracts";
import {
  AcceptedInvitationSchema,
  AcceptInvitationBody,
  CreateInvitationBody,
  CreatedInvitationSchema,
  InvitationIdParams,
  InvitationListSchema,
  InvitationSchema,
  WorkspaceIdParams,
} from "./invitation-schemas";

// The path names the workspace, and the service checks the caller's role there (ADMIN or OWNER),
// so no X-Codebeam-Workspace role applies: workspaceRole null. Keys may list (a read, KEY_READS);
// inviting, revoking and accepting stay with a signed-in person.
const sessionOnly = { tag: "Workspaces", auth: "session", workspaceRole: null } as const;
const MANAGE =
  "Dashboard session only; ADMIN or OWNER of the workspace (a workspace you are not a member of is a 404).";

export const createInvitationContract = defineContract({
  ...sessionOnly,
  method: "POST",
  path: "/api/v1/workspaces/{id}/invitations",
  operationId: "invitations.create",
  summary: "Invite someone into a workspace",
  description: `${MANAGE} An ADMIN invites EDITORs and VIEWERs; ADMINs and OWNERs take an OWNER. The link works once, for 7 days, for the invited address only; inviting the address again replaces its pending invitation. With SMTP_URL set the server mails it; the answer always holds it.`,
  params: WorkspaceIdParams,
  body: CreateInvitationBody,
  response: CreatedInvitationSchema,
  status: 201,
  errors: ["CONFLICT"],
});

export const listInvitationsContract = defineContract({
  ...sessionOnly,
  auth: "key-or-session",
  permission: "qrcode:create",
  method: "GET",
  path: "/api/v1/workspaces/{id}/invitations",
  operationId: "invitations.list",
  summary: "A workspace's pending invitations, newest first",
  description: `ADMIN or OWNER of workspace {id}, or an API key of that workspace (a workspace you are not a member of, or another than the key's, is a 404). ${KEY_READS}`,
  params: WorkspaceIdParams,
  response: InvitationListSchema,
  status: 200,
});

export const revokeInvitationContract = defineContract({
  ...sessionOnly,
  method: "DELETE",
  path: "/api/v1/workspaces/{id}/invitations/{invitationId}",
  operationId: "invitations.revoke",
  summary: "Revoke an invitation",
  description: `${MANAGE} Its link stops working; revoking twice is harmless.`,
  params: InvitationIdParams,
  response: InvitationSchema,
  status: 200,
});

export const acceptInvitationContract = defineContract({
  ...sessionOnly,
  method: "POST",
  path: "/api/v1/invitations/accept",
  operationId: "invitations.accept",
  summary: "Join a workspace through an invitation link",
  description:
    "Dashboard session only, signed in with the invited address (403 otherwise). A link used, revoked or expired is a 410 with INVITATION_USED, INVITATION_REVOKED or INVITATION_EXPIRED; one that names no invitation a 404.",
  body: AcceptInvitationBody,
  response: AcceptedInvitationSchema,
  status: 200,
  errors: ["NOT_FOUND", "CONFLICT", "INVITATION_USED", "INVITATION_REVOKED", "INVITATION_EXPIRED"],
});

export const INVITATIONS_CONTRACTS = [
  createInvitationContract,
  listInvitationsContract,
  revokeInvitationContract,
  acceptInvitationContract,
];
