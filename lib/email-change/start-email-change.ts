import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { sendMail } from "../mail/send-mail";
import { findUserByEmail } from "../users/find-user-by-email";
import { EMAIL_LINK_HOURS, newEmailChangeLink } from "./email-change-link";

export const EMAIL_TAKEN = [{ field: "email", message: "is already registered" }];

/**
 * Records `newEmail` as the user's pending email and mails a confirmation link to it, and a notice
 * to the current address. A second change replaces the first: its link stops working. The email
 * itself changes only through the link (lib/email-change/confirm-email-change.ts).
 */
export async function startEmailChange(userId: string, oldEmail: string, newEmail: string, now = new Date()) {
  if (await findUserByEmail(newEmail))
    throw new ApiError("CONFLICT", "Another account already uses this email.", EMAIL_TAKEN);
  const link = newEmailChangeLink(now);
  await (await db()).user.update({
    where: { id: userId },
    data: { pendingEmail: newEmail, pendingEmailTokenHash: link.tokenHash, pendingEmailExpiresAt: link.expiresAt },
    select: { id: true },
  });
  void mailBoth(oldEmail, newEmail, link.url);
}

async function mailBoth(oldEmail: string, newEmail: string, url: string): Promise<void> {
  const confirm = [
    "Someone (hopefully you) asked to use this address for their Codebeam account.",
    "",
    `Open this link to confirm it; it works once, within ${EMAIL_LINK_HOURS} hours:`,
    url,
    "",
    "If you did not ask, ignore this mail: nothing changes.",
  ].join("\n");
  const notice = [
    `The email of your Codebeam account is being changed to ${newEmail}.`,
    "It changes once the link mailed to that address is opened; until then you sign in with this one.",
    "",
    "If this was not you, sign in and change your password now: the change can be cancelled in Settings.",
  ].join("\n");
  const sent = await Promise.allSettled([
    sendMail({ to: newEmail, subject: "Confirm your new Codebeam email", text: confirm }),
    sendMail({ to: oldEmail, subject: "Your Codebeam email is being changed", text: notice }),
  ]);
  for (const result of sent)
    if (result.status === "rejected") console.error("email change: could not send a mail:", result.reason?.message);
}
