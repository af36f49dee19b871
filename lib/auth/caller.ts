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
  | (Identified & { kind: "session" })
  | (Identified & { kind: "key"; keyId: string });

export type AuthenticatedCaller = Exclude<Caller, { kind: "anonymous" }>;
