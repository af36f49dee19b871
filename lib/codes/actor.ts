import type { AuthenticatedCaller } from "../auth/caller";

/** Who changed a code: a signed-in user, an API key (and its user), or the system. */
export interface Actor {
  kind: "session" | "key" | "system";
  userId?: string;
  keyId?: string;
}

export const SYSTEM_ACTOR: Actor = { kind: "system" };

export const actorOf = (caller: AuthenticatedCaller): Actor =>
  caller.kind === "key"
    ? { kind: "key", userId: caller.userId ?? undefined, keyId: caller.keyId }
    : { kind: "session", userId: caller.userId };
