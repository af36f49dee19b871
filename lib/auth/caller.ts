import type { Role } from "../db/generated/client";
import type { Permission } from "../keys/permissions";
import type { WorkspaceRole } from "../workspaces/workspace-roles";

interface Identified {
  ip: string;
  /** The workspace the call acts in: a key's own, or the one a session names (else its default). */
  accountId: string;
  userId: string;
  role: Role;
  permissions: Permission[];
}

/** Who is calling: an API key, a signed-in session, or an anonymous IP (lib/api/caller resolves it). */
export type Caller =
  | { kind: "anonymous"; ip: string }
  // sessionId: the UserSession the cookie names (absent for a token issued before session rows);
  // workspaceRole: the user's role in accountId, undefined when they belong to no workspace at all
  | (Identified & { kind: "session"; sessionId?: string; workspaceRole?: WorkspaceRole })
  // userId: the key's creator, null once their user is deleted (the key stays the workspace's)
  | (Omit<Identified, "userId"> & { kind: "key"; keyId: string; userId: string | null });

export type AuthenticatedCaller = Exclude<Caller, { kind: "anonymous" }>;
export type SessionCaller = Extract<Caller, { kind: "session" }>;

/** The UserSession a session caller's cookie names; undefined for keys and older tokens. */
export const callerSessionId = (caller: Caller): string | undefined =>
  caller.kind === "session" ? caller.sessionId : undefined;
