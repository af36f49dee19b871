import { randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import { startUserSession } from "@/lib/auth/start-user-session";
import { createApiKey } from "@/lib/keys/create-api-key";
import type { Permission } from "@/lib/keys/permissions";
import { createUser } from "@/lib/users/create-user";
import { db } from "@/lib/db/client";

export const uniqueEmail = (label = "user") => `${label}-${randomBytes(5).toString("hex")}@example.test`;

export interface TestUser {
  id: string;
  accountId: string;
  email: string;
  password: string;
  role: "ADMIN" | "USER";
}

export async function makeUser(options: { admin?: boolean; label?: string } = {}): Promise<TestUser> {
  const email = uniqueEmail(options.label);
  const password = "correct horse battery";
  const user = await createUser({ name: options.label ?? "Test User", email, password }, { admin: options.admin });
  const row = await (await db()).user.findUniqueOrThrow({
    where: { id: user.id },
    select: { accountId: true, role: true },
  });
  return { id: user.id, accountId: row.accountId, email, password, role: row.role };
}

export async function makeKey(user: TestUser, permissions: Permission[] = ["qrcode:generate", "qrcode:create"]) {
  const created = await createApiKey(
    { kind: "session", accountId: user.accountId, userId: user.id },
    { name: "test key", permissions },
  );
  return created.key;
}

/** A next-auth session cookie for the user, as the sign-in flow would set it. */
export async function sessionCookie(user: TestUser): Promise<Record<string, string>> {
  const token = await encode({ token: { sub: user.id, email: user.email }, secret: process.env.AUTH_SECRET! });
  return { cookie: `next-auth.session-token=${token}` };
}

/** A session cookie as today's sign-in sets it: a UserSession row, its id in the token (`sid`). */
export async function recordedSessionCookie(
  user: TestUser,
  client: { userAgent?: string; ip?: string } = {},
): Promise<{ cookie: string; sessionId: string }> {
  const sessionId = await startUserSession(user.id, client);
  const token = await encode({
    token: { sub: user.id, email: user.email, sessionVersion: 0, sid: sessionId },
    secret: process.env.AUTH_SECRET!,
  });
  return { cookie: `next-auth.session-token=${token}`, sessionId };
}
