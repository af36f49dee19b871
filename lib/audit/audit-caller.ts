import type { AuthenticatedCaller } from "../auth/caller";

/**
 * Who made a change, as the audit log records it: a signed-in user, or an API key. Every
 * authenticated caller is one; the CLI acting for a user passes that user as a session.
 */
export type AuditCaller = Pick<AuthenticatedCaller, "accountId"> &
  ({ kind: "session"; userId: string } | { kind: "key"; keyId: string });

/** A signed-in member acting on workspace `accountId` named by the path (workspaces, members, invitations). */
export const memberActor = (accountId: string, userId: string): AuditCaller => ({ kind: "session", accountId, userId });
