import { defineContract } from "../api/contract";
import {
  ChangePasswordBody,
  DeletedMeSchema,
  DeleteMeBody,
  EndedSessionsSchema,
  MeSchema,
  PasswordChangedSchema,
  SessionIdParams,
  UpdateMeBody,
  UserSessionListSchema,
} from "./me-schemas";

// The signed-in user's own account, from the dashboard only: an API key answers 403.
const sessionOnly = { tag: "Your account", auth: "session", workspaceRole: null } as const;

export const getMeContract = defineContract({
  ...sessionOnly,
  method: "GET",
  path: "/api/v1/me",
  operationId: "me.get",
  summary: "The signed-in user",
  description: "Dashboard session only.",
  response: MeSchema,
  status: 200,
});

export const updateMeContract = defineContract({
  ...sessionOnly,
  method: "PATCH",
  path: "/api/v1/me",
  operationId: "me.update",
  summary: "Change your name or email",
  description:
    "Dashboard session only. A new email needs `currentPassword`. When the server sends mail (SMTP_URL), it is not applied yet: it shows as `pendingEmail`, a link valid 24 hours is mailed to it (opening the link applies it) and a notice goes to the current address; a second change replaces the pending one, and sending the current `email` cancels it (no password needed). Without mail, a new email takes effect at once.",
  body: UpdateMeBody,
  response: MeSchema,
  status: 200,
  errors: ["CONFLICT"],
});

export const deleteMeContract = defineContract({
  ...sessionOnly,
  method: "DELETE",
  path: "/api/v1/me",
  operationId: "me.delete",
  summary: "Delete your user (and the account, if you are its only user)",
  description:
    "Dashboard session only, with `currentPassword`. Ends your sessions; the API keys you created stay their workspace's and keep working (their `createdBy` becomes null). As the account's only user, the account goes too: its codes (short links answer 404), scans, statistics, keys, webhooks, credits, logos and AI generations. The install's last ADMIN cannot delete themselves while other users remain (409).",
  body: DeleteMeBody,
  response: DeletedMeSchema,
  status: 200,
  errors: ["CONFLICT"],
});

export const changePasswordContract = defineContract({
  ...sessionOnly,
  method: "POST",
  path: "/api/v1/me/password",
  operationId: "me.changePassword",
  summary: "Change your password",
  description: "Dashboard session only. Every other session of yours is signed out; this one stays.",
  body: ChangePasswordBody,
  response: PasswordChangedSchema,
  status: 200,
});

export const listSessionsContract = defineContract({
  ...sessionOnly,
  method: "GET",
  path: "/api/v1/me/sessions",
  operationId: "me.sessions.list",
  summary: "Your signed-in sessions",
  description: "Dashboard session only. One per sign-in that has not ended or expired, most recently used first.",
  response: UserSessionListSchema,
  status: 200,
});

export const endOtherSessionsContract = defineContract({
  ...sessionOnly,
  method: "DELETE",
  path: "/api/v1/me/sessions",
  operationId: "me.sessions.endOthers",
  summary: "Sign out everywhere else",
  description: "Dashboard session only. Ends every session of yours except the one making this request.",
  response: EndedSessionsSchema,
  status: 200,
});

export const endSessionContract = defineContract({
  ...sessionOnly,
  method: "DELETE",
  path: "/api/v1/me/sessions/{id}",
  operationId: "me.sessions.end",
  summary: "Sign one session out",
  description: "Dashboard session only. Ending your own current session signs this browser out.",
  params: SessionIdParams,
  response: EndedSessionsSchema,
  status: 200,
});

export const ME_CONTRACTS = [
  getMeContract,
  updateMeContract,
  deleteMeContract,
  changePasswordContract,
  listSessionsContract,
  endOtherSessionsContract,
  endSessionContract,
];
