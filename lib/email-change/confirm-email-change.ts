import { db } from "../db/client";
import { isPrismaError } from "../db/is-prisma-error";
import { ApiError } from "../errors/api-error";
import { hashEmailChangeToken } from "./email-change-link";
import type { EmailConfirmedAnswer } from "./email-change-schemas";
import { EMAIL_TAKEN } from "./start-email-change";

const UNUSABLE = [{ field: "token", message: "is not a valid confirmation link, was used already or has expired" }];
const CLEARED = { pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null };

/**
 * Applies a pending email change through the link mailed to the new address (POSTed by the
 * /confirm-email page: a GET would let mail scanners that prefetch links confirm it). The update is
 * conditional on the token's hash, so a link works once; the pending state ends either way, also
 * when another account took the address meanwhile (409).
 */
export async function confirmEmailChange(token: string, now = new Date()): Promise<EmailConfirmedAnswer> {
  const prisma = await db();
  const tokenHash = hashEmailChangeToken(token);
  const user = await prisma.user.findUnique({
    where: { pendingEmailTokenHash: tokenHash },
    select: { id: true, pendingEmail: true, pendingEmailExpiresAt: true },
  });
  if (!user?.pendingEmail || !user.pendingEmailExpiresAt || user.pendingEmailExpiresAt <= now)
    throw new ApiError("INVALID_REQUEST", "This link cannot be used.", UNUSABLE);
  try {
    const { count } = await prisma.user.updateMany({
      where: { id: user.id, pendingEmailTokenHash: tokenHash },
      data: { email: user.pendingEmail, ...CLEARED },
    });
    if (count === 0) throw new ApiError("INVALID_REQUEST", "This link cannot be used.", UNUSABLE);
  } catch (error) {
    if (!isPrismaError(error, "P2002")) throw error;
    await prisma.user.updateMany({ where: { id: user.id, pendingEmailTokenHash: tokenHash }, data: CLEARED });
    throw new ApiError(
      "CONFLICT",
      `Another account already uses ${user.pendingEmail}; your email stays as it was.`,
      EMAIL_TAKEN,
    );
  }
  return {
    email: user.pendingEmail,
    message: `Your email is now ${user.pendingEmail}: sign in with it from now on.`,
  };
}
