import type { WorkspaceRole } from "@/lib/workspaces/workspace-roles";

const LABELS: Record<WorkspaceRole, string> = { OWNER: "Owner", ADMIN: "Admin", EDITOR: "Editor", VIEWER: "Viewer" };

/** A role as the dashboard words it. */
export const roleLabel = (role: WorkspaceRole): string => LABELS[role];

/** What each role may do, as the Members page and the switcher explain it. */
export const ROLE_SUMMARY: Record<WorkspaceRole, string> = {
  OWNER: "Everything, including renaming or deleting the workspace and managing admins.",
  ADMIN: "Codes, API keys, webhooks, invitations, members below admin, the audit log.",
  EDITOR: "Create, edit and delete codes, tags, logos and AI art.",
  VIEWER: "Read codes, statistics and members; change nothing.",
};
