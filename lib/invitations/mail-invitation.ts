import { sendMail } from "../mail/send-mail";
import { INVITATION_DAYS } from "./invitation-schemas";

/** Mails the link; a mail server's refusal is logged, never the caller's error (the link is in the answer). */
export async function mailInvitation(to: string, url: string, workspace: string, inviter: string): Promise<void> {
  const text = [
    `${inviter} invited you to the workspace "${workspace}" on Codebeam.`,
    "",
    `Open this link to join (sign in, or create an account with this address); it works once, within ${INVITATION_DAYS} days:`,
    url,
    "",
    "If you did not expect it, ignore this mail.",
  ].join("\n");
  await sendMail({ to, subject: `Join "${workspace}" on Codebeam`, text }).catch((error: unknown) =>
    console.error("invitation: could not send the mail:", (error as Error).message),
  );
}
