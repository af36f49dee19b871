import { hashPassword } from "../auth/password";
import { endSessionsIn } from "../auth/revoke-sessions";
import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import type { ResetAnswer } from "./password-reset-schemas";
import { hashResetToken } from "./reset-token";

const UNUSABLE = [{ field: "token", message: "is not a valid reset link, was used already or has expired" }];

/**
 * Sets a new password through a reset link: the link must be unused and under its 30 minutes.
 * One transaction spends it (conditionally, so two tabs cannot both use it), spends the user's
 * other links, sets the password and ends every session of the user. Two-factor sign-in, when
 * on, stays on: the next sign-in still asks for a code.
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<ResetAnswer> {
  const client = await db();
  const link = await client.passwordResetToken.findUnique({
    where: { tokenHash: hashResetToken(token) },
    select: { id: true, userId: true, usedAt: true, expiresAt: true },
  });
  if (!link || link.usedAt || link.expiresAt <= now)
    throw new ApiError("INVALID_REQUEST", "This link cannot be used.", UNUSABLE);
  const passwordHash = await hashPassword(password);
  const spent = await client.$transaction(async (tx) => {
    const { count } = await tx.passwordResetToken.updateMany({
      where: { id: link.id, usedAt: null },
      data: { usedAt: now },
    });
    if (count === 0) return false;
    await tx.passwordResetToken.updateMany({ where: { userId: link.userId, usedAt: null }, data: { usedAt: now } });
    await tx.user.update({ where: { id: link.userId }, data: { passwordHash }, select: { id: true } });
    await endSessionsIn(tx, link.userId);
    return true;
  });
  if (!spent) throw new ApiError("INVALID_REQUEST", "This link cannot be used.", UNUSABLE);
  return { message: "Your password is set. Every session was signed out: sign in with the new password." };
}
