import type { Role } from "../db/generated/client";
import type { Permission } from "../keys/permissions";

interface Identified {
  ip: string;
  accountId: string;
  userId: string;
  role: Role;
  permissions: Permission[];
}

/** Who is calling: an API key, a signed-in session, or an anonymous IP (lib/api/caller resolves it). */
export type Caller =
  | { kind: "anonymous"; ip: string }
  // sessionId: the UserSession the cookie names (absent for a token issued before session rows)
  | (Identified & { kind: "session"; sessionId?: string })
  | (Identified & { kind: "key"; keyId: string });

export type AuthenticatedCaller = Exclude<Caller, { kind: "anonymous" }>;

/** The UserSession a session caller's cookie names; undefined for keys and older tokens. */
export const callerSessionId = (caller: Caller): string | undefined =>
  caller.kind === "session" ? caller.sessionId : undefined;
