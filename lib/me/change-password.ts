import { hashPassword } from "../auth/password";
import { endSessionsIn } from "../auth/revoke-sessions";
import { db } from "../db/client";
import { checkCurrentPassword } from "./check-current-password";
import type { ChangePasswordInput } from "./me-schemas";

/**
 * Sets a new password once the current one is given. Every other session of the user ends in the
 * same transaction (whoever knew the old password is signed out); the caller's session stays.
 * A session without a row (a token issued before session rows) cannot be kept apart: it ends too.
 */
export async function changePassword(userId: string, sessionId: string | undefined, input: ChangePasswordInput) {
  await checkCurrentPassword(userId, input.currentPassword, "to set a new password");
  const passwordHash = await hashPassword(input.newPassword);
  const prisma = await db();
  const otherSessionsEnded = await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash }, select: { id: true } });
    return endSessionsIn(tx, userId, sessionId);
  });
  return { otherSessionsEnded };
}
