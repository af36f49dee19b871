import { verifyPasswordEvenly } from "../auth/password";
import { ApiError } from "../errors/api-error";
import { db } from "../db/client";

/**
 * The user's row once `password` is their current password; else a 400 naming `currentPassword`
 * (what a form shows beside the field). Guesses are bounded by the session's rate limit.
 */
export async function checkCurrentPassword(userId: string, password: string | undefined, why: string) {
  if (!password)
    throw new ApiError("INVALID_REQUEST", `Your current password is required ${why}.`, [
      { field: "currentPassword", message: `is required ${why}` },
    ]);
  const user = await (await db()).user.findUnique({
    where: { id: userId },
    select: { id: true, accountId: true, email: true, role: true, passwordHash: true },
  });
  if (!user) throw new ApiError("UNAUTHORIZED", "This session's user no longer exists.");
  if (!(await verifyPasswordEvenly(password, user.passwordHash))) {
    throw new ApiError("INVALID_REQUEST", "The current password is not right.", [
      { field: "currentPassword", message: "is not right" },
    ]);
  }
  return user;
}
