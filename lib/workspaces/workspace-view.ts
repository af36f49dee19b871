import type { WorkspaceRole } from "./workspace-roles";
import type { MemberView, WorkspaceView } from "./workspace-schemas";

/** A membership read with this select gives the member's view of the workspace. */
export const workspaceOfMemberSelect = {
  role: true,
  account: { select: { id: true, name: true, slug: true, createdAt: true } },
} as const;

type WorkspaceRow = { role: WorkspaceRole; account: { id: string; name: string; slug: string; createdAt: Date } };

export const toWorkspaceView = ({ role, account }: WorkspaceRow): WorkspaceView => ({
  ...account,
  role,
  createdAt: account.createdAt.toISOString(),
});

/** A membership read with this select gives the member as the workspace's member list shows them. */
export const memberSelect = {
  role: true,
  joinedAt: true,
  user: { select: { id: true, email: true, name: true } },
} as const;

type MemberRow = { role: WorkspaceRole; joinedAt: Date; user: { id: string; email: string; name: string } };

export const toMemberView = ({ role, joinedAt, user }: MemberRow): MemberView => ({
  userId: user.id,
  email: user.email,
  name: user.name,
  role,
  joinedAt: joinedAt.toISOString(),
});
