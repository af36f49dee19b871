import { hashLinkToken } from "../crypto/link-token";
import { db } from "../db/client";
import type { WorkspaceRole } from "../workspaces/workspace-roles";

export type InvitationState = "pending" | "used" | "revoked" | "expired";

export interface InvitationPreview {
  workspaceName: string;
  inviterName: string | null;
  email: string;
  role: WorkspaceRole;
  state: InvitationState;
}

/** What the invitation page shows to whoever holds the link; undefined when it names no invitation. */
export async function previewInvitation(token: string, now = new Date()): Promise<InvitationPreview | undefined> {
  if (token.length > 200) return undefined;
  const row = await (await db()).invitation.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    select: {
      email: true,
      role: true,
      acceptedAt: true,
      revokedAt: true,
      expiresAt: true,
      account: { select: { name: true } },
      invitedBy: { select: { name: true } },
    },
  });
  if (!row) return undefined;
  const state: InvitationState = row.acceptedAt
    ? "used"
    : row.revokedAt
      ? "revoked"
      : row.expiresAt <= now
        ? "expired"
        : "pending";
  return {
    workspaceName: row.account.name,
    inviterName: row.invitedBy?.name ?? null,
    email: row.email,
    role: row.role,
    state,
  };
}
