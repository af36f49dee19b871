import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientIp } from "../api/client-ip";
import { getConfig } from "../config/env";
import { getSecrets } from "../config/secrets";
import { limitSignInAttempts } from "./limit-sign-in-attempts";
import { verifyCredentials } from "./verify-credentials";

export const WRONG_CREDENTIALS = "Invalid email or password.";

/** next-auth configuration, built on first use so that `next build` needs no secret. */
export function getAuthOptions(): NextAuthOptions {
  process.env.NEXTAUTH_URL ??= getConfig().APP_URL; // next-auth builds its callback URLs from it
  return {
    secret: getSecrets().authSecret,
    session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: "/signin" },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, request) {
          const email = String(credentials?.email ?? "").trim().toLowerCase();
          await limitSignInAttempts(clientIp(new Headers(request?.headers as Record<string, string>)), email);
          const user = await verifyCredentials(email, String(credentials?.password ?? ""));
          if (!user) throw new Error(WRONG_CREDENTIALS);
          return user;
        },
      }),
    ],
    callbacks: {
      session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
  };
}
