import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import type { MeView } from "./me-schemas";

export const meSelect = {
  id: true,
  name: true,
  email: true,
  pendingEmail: true,
  pendingEmailExpiresAt: true,
  role: true,
  createdAt: true,
} as const;

type MeRow = { id: string; name: string; email: string; role: "ADMIN" | "USER"; createdAt: Date } & {
  pendingEmail: string | null;
  pendingEmailExpiresAt: Date | null;
};

/** The API view of a user row; a pending email whose link has expired is no longer shown. */
export function toMeView({ pendingEmail, pendingEmailExpiresAt, createdAt, ...user }: MeRow, now = new Date()): MeView {
  const pending = pendingEmail && pendingEmailExpiresAt && pendingEmailExpiresAt > now ? pendingEmail : null;
  return { ...user, pendingEmail: pending, createdAt: createdAt.toISOString() };
}

/** The signed-in user's own profile. */
export async function getMe(userId: string): Promise<MeView> {
  const user = await (await db()).user.findUnique({ where: { id: userId }, select: meSelect });
  if (!user) throw new ApiError("UNAUTHORIZED", "This session's user no longer exists.");
  return toMeView(user);
}
