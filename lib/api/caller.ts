import { readSessionToken } from "../auth/session-token";
import { db } from "../db/client";
import type { Role } from "../db/generated/client";
import { verifyApiKey } from "../keys/verify-api-key";
import { PERMISSIONS, type Permission } from "../keys/permissions";
import { clientIp } from "./client-ip";
import { ApiError } from "./errors";

interface Identified {
  ip: string;
  accountId: string;
  userId: string;
  role: Role;
  permissions: Permission[];
}

export type Caller =
  | { kind: "anonymous"; ip: string }
  | (Identified & { kind: "session" })
  | (Identified & { kind: "key"; keyId: string });

export type AuthenticatedCaller = Exclude<Caller, { kind: "anonymous" }>;

function presentedKey(headers: Headers): string | undefined {
  const authorization = headers.get("authorization");
  if (authorization !== null) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) throw new ApiError("UNAUTHORIZED", "Authorization header must be 'Bearer <API key>'.");
    return match[1];
  }
  return headers.get("cb-api-key")?.trim() || undefined;
}

/** Who is calling: an API key (either header form), a session cookie, or an anonymous IP. */
export async function resolveCaller(headers: Headers): Promise<Caller> {
  const ip = clientIp(headers);
  const key = presentedKey(headers);
  if (key !== undefined) return { kind: "key", ip, ...(await verifyApiKey(key)) };

  const session = await readSessionToken(headers);
  if (session) {
    const user = await (await db()).user.findUnique({
      where: { id: session.userId },
      select: { id: true, accountId: true, role: true, sessionVersion: true },
    });
    // A session whose user was removed, or that a sign-out or revoke ended, is signed out.
    if (user && user.sessionVersion === session.sessionVersion) {
      return { kind: "session", ip, accountId: user.accountId, userId: user.id, role: user.role, permissions: [...PERMISSIONS] };
    }
  }
  return { kind: "anonymous", ip };
}
