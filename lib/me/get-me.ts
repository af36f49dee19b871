import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import type { MeView } from "./me-schemas";

export const meSelect = { id: true, name: true, email: true, role: true, createdAt: true } as const;

/** The signed-in user's own profile. */
export async function getMe(userId: string): Promise<MeView> {
  const user = await (await db()).user.findUnique({ where: { id: userId }, select: meSelect });
  if (!user) throw new ApiError("UNAUTHORIZED", "This session's user no longer exists.");
  return { ...user, createdAt: user.createdAt.toISOString() };
}
