import { startEmailChange } from "../email-change/start-email-change";
import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import { isPrismaError } from "../db/is-prisma-error";
import { mailConfigured } from "../mail/send-mail";
import { checkCurrentPassword } from "./check-current-password";
import { meSelect, toMeView } from "./get-me";
import type { MeView, UpdateMeInput } from "./me-schemas";

const NO_PENDING = { pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null };

/**
 * Changes the user's name and/or email. A new email needs the current password. With SMTP_URL set
 * it only becomes the pending email, applied when the link mailed to it is opened
 * (lib/email-change); without mail it takes effect at once. Sending the current email cancels a
 * pending change.
 */
export async function updateMe(userId: string, input: UpdateMeInput, now = new Date()): Promise<MeView> {
  const prisma = await db();
  const current = await prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!current) throw new ApiError("UNAUTHORIZED", "This session's user no longer exists.");
  const newEmail = input.email !== undefined && input.email !== current.email ? input.email : undefined;
  if (newEmail) await checkCurrentPassword(userId, input.currentPassword, "to change the email");
  const confirmByMail = newEmail !== undefined && mailConfigured();
  if (confirmByMail) await startEmailChange(userId, current.email, newEmail, now);
  try {
    const user = await prisma.user.update({
      where: { id: userId },
      data: {
        ...(input.name !== undefined && { name: input.name }),
        ...(newEmail && !confirmByMail && { email: newEmail }),
        ...(input.email !== undefined && !confirmByMail && NO_PENDING),
      },
      select: meSelect,
    });
    return toMeView(user, now);
  } catch (error) {
    if (!isPrismaError(error, "P2002")) throw error;
    throw new ApiError("CONFLICT", "Another account already uses this email.", [
      { field: "email", message: "is already registered" },
    ]);
  }
}
