import { decode } from "next-auth/jwt";
import { getSecrets } from "../config/secrets";
import { sessionIdOf, sessionVersionOf } from "./session-version";

export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export interface SessionClaims {
  userId: string;
  /** Must equal the user's sessionVersion, or the session has ended (see session-version.ts). */
  sessionVersion: number;
  /** The sign-in's UserSession row; absent from tokens issued before rows existed (then the version alone decides). */
  sessionId?: string;
}

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined; // a malformed %-escape is no token of ours: signed out, not a 500
      }
    }
  }
  return undefined;
}

/** Decodes next-auth's session cookie (JWT strategy) from a request's Cookie header. */
export async function readSessionToken(headers: Headers): Promise<SessionClaims | undefined> {
  const cookieHeader = headers.get("cookie");
  if (!cookieHeader) return undefined;
  for (const name of SESSION_COOKIES) {
    const token = readCookie(cookieHeader, name);
    if (!token) continue;
    try {
      const claims = await decode({ token, secret: getSecrets().authSecret });
      if (claims?.sub) return claimsOf(claims as Record<string, unknown> & { sub: string });
    } catch {
      return undefined; // tampered or signed with an old secret: treat as signed out
    }
  }
  return undefined;
}

/** The claims of a decoded token that has a subject. */
export const claimsOf = (token: Record<string, unknown> & { sub: string }): SessionClaims => ({
  userId: token.sub,
  sessionVersion: sessionVersionOf(token),
  sessionId: sessionIdOf(token),
});
