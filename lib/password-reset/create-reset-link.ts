import { db } from "../db/client";
import { appBaseUrl } from "../mail/send-mail";
import { hashResetToken, newResetToken, RESET_LINK_MINUTES } from "./reset-token";

/** A new one-time link that sets the user's password, valid for RESET_LINK_MINUTES from `now`. */
export async function createResetLink(userId: string, now = new Date()): Promise<{ url: string; expiresAt: Date }> {
  const token = newResetToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  await (await db()).passwordResetToken.create({
    data: { userId, tokenHash: hashResetToken(token), expiresAt, createdAt: now },
  });
  return { url: `${appBaseUrl()}/reset-password?token=${token}`, expiresAt };
}
