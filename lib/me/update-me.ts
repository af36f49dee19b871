import { ApiError } from "../errors/api-error";
import { db } from "../db/client";
import { isPrismaError } from "../db/is-prisma-error";
import { checkCurrentPassword } from "./check-current-password";
import { meSelect } from "./get-me";
import type { MeView, UpdateMeInput } from "./me-schemas";

/**
 * Changes the user's name and/or email. A new email needs the current password. No confirmation
 * mail is sent: the change takes effect on the password alone (sign-in uses the new address at
 * once), whether or not mail is configured.
 */
export async function updateMe(userId: string, input: UpdateMeInput): Promise<MeView> {
  const prisma = await db();
  const current = await prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!current) throw new ApiError("UNAUTHORIZED", "This session's user no longer exists.");
  const newEmail = input.email !== undefined && input.email !== current.email ? input.email : undefined;
  if (newEmail) await checkCurrentPassword(userId, input.currentPassword, "to change the email");
  try {
    const user = await prisma.user.update({
      where: { id: userId },
      data: { ...(input.name !== undefined && { name: input.name }), ...(newEmail && { email: newEmail }) },
      select: meSelect,
    });
    return { ...user, createdAt: user.createdAt.toISOString() };
  } catch (error) {
    if (!isPrismaError(error, "P2002")) throw error;
    throw new ApiError("CONFLICT", "Another account already uses this email.", [
      { field: "email", message: "is already registered" },
    ]);
  }
}
