import { appBaseUrl } from "../mail/send-mail";
import { hashResetToken, newResetToken } from "../password-reset/reset-token";

export const EMAIL_LINK_HOURS = 24;

/** A new confirmation link: the token for the mail, its hash for the database, and when it stops working. */
export function newEmailChangeLink(now: Date): { url: string; tokenHash: string; expiresAt: Date } {
  const token = newResetToken();
  return {
    url: `${appBaseUrl()}/confirm-email?token=${token}`,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_LINK_HOURS * 3_600_000),
  };
}

export const hashEmailChangeToken = hashResetToken;
