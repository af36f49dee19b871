import type { NextAuthOptions, Session } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientIp } from "../server/client-ip";
import { getConfig } from "../config/env";
import { getSecrets } from "../config/secrets";
import { requireSecondFactor } from "../two-factor/second-sign-in-step";
import { limitSignInAttempts } from "./limit-sign-in-attempts";
import { revokeSessions } from "./revoke-sessions";
import { getSessionUser } from "../users/get-session-user";
import { revokeUserSession } from "./revoke-user-session";
import { claimsOf } from "./session-token";
import { readSessionVersion, sessionIdOf, sessionVersionOf } from "./session-version";
import { signInClient } from "./sign-in-client";
import { SESSION_MAX_AGE_SECONDS, startUserSession } from "./start-user-session";
import { verifyCredentials } from "./verify-credentials";

export const WRONG_CREDENTIALS = "Invalid email or password.";

/** next-auth configuration, built on first use so that `next build` needs no secret. */
export function getAuthOptions(): NextAuthOptions {
  process.env.NEXTAUTH_URL ??= getConfig().APP_URL; // next-auth builds its callback URLs from it
  return {
    secret: getSecrets().authSecret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/signin" },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
          otp: { label: "Authentication code", type: "text" }, // asked for only when two-factor sign-in is on
        },
        async authorize(credentials, request) {
          const email = String(credentials?.email ?? "")
            .trim()
            .toLowerCase();
          await limitSignInAttempts(clientIp(new Headers(request?.headers as Record<string, string>)), email);
          const user = await verifyCredentials(email, String(credentials?.password ?? ""));
          if (!user) throw new Error(WRONG_CREDENTIALS);
          await requireSecondFactor(user.id, credentials?.otp);
          return user;
        },
      }),
    ],
    callbacks: {
      // Runs whenever next-auth reads the session token (getServerSession, /api/auth/session).
      async jwt({ token, user }) {
        if (!token.sub) return token;
        if (user) {
          // Signing in: the token carries a new UserSession row's id (sid), listed in Settings.
          const current = await readSessionVersion(token.sub);
          if (current === undefined) return {};
          return { ...token, sessionVersion: current, sid: await startUserSession(token.sub, await signInClient()) };
        }
        // Signed out, ended from Settings, revoked, password changed, or the user is gone: a token
        // without a subject, which the session callback turns into "no session".
        return (await getSessionUser(claimsOf({ ...token, sub: token.sub }))) ? token : {};
      },
      session({ session, token }) {
        if (!token.sub) return {} as Session; // an empty session: getServerSession answers null
        if (session.user) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
    events: {
      // POST /api/auth/signout (CSRF-checked) awaits this, then clears the cookie. Revoking the
      // token's session row ends this session alone, so a copy of the cookie taken before is
      // refused too; Settings ends the others. A token without a row (issued before rows existed)
      // can only be ended by bumping the version, which ends every session of the user. A token
      // already ended ends nothing.
      async signOut({ token }) {
        if (!token?.sub) return;
        const sessionId = sessionIdOf(token);
        if (sessionId) await revokeUserSession(token.sub, sessionId);
        else await revokeSessions(token.sub, sessionVersionOf(token));
      },
    },
  };
}
