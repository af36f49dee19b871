import { ApiError } from "../errors/api-error";
import { MINUTE_MS } from "../ratelimit/enforce-rate-limit";
import { getRateLimitStore } from "../ratelimit/store";
import { findUserByEmail } from "../users/find-user-by-email";
import { mailConfigured, sendMail } from "../mail/send-mail";
import { createResetLink } from "./create-reset-link";
import { hashResetToken, newResetToken, RESET_LINK_MINUTES } from "./reset-token";
import type { ResetAnswer } from "./password-reset-schemas";

export const FORGOT_PASSWORD_MESSAGE = `If an account uses this email, a link to set a new password is on its way. It works once, within ${RESET_LINK_MINUTES} minutes.`;
export const NO_MAIL_MESSAGE =
  "This server sends no mail, so it cannot send a reset link: ask its admin for one (npm run cli -- users:reset-password).";

const WINDOW_MS = 15 * MINUTE_MS;
const PER_EMAIL = 3; // links per email per window; more are silently not sent
const PER_IP = 10; // requests per IP per window; more answer 429

/**
 * "Forgot password?": mails a one-time link to the account with this email. The answer is the
 * same whether an account uses the email or not, and so is the work done before it: the link
 * (a token and its hash) is made either way, stored only for a real account, and the mail goes
 * out after the answer, so neither the answer nor its time tells which emails have accounts.
 * Past the per-email limit nothing is sent, and the answer is still the same.
 */
export async function requestPasswordReset(email: string, ip: string, now = new Date()): Promise<ResetAnswer> {
  if (!mailConfigured()) throw new ApiError("NOT_FOUND", NO_MAIL_MESSAGE);
  const address = email.trim().toLowerCase();
  const store = getRateLimitStore();
  const byIp = await store.hit(`reset-ip:${ip}`, PER_IP, WINDOW_MS);
  if (!byIp.success) throw new ApiError("RATE_LIMITED", "Too many reset requests from this address; try again later.");
  const byEmail = await store.hit(`reset-email:${address}`, PER_EMAIL, WINDOW_MS);
  const user = await findUserByEmail(address);
  if (user && byEmail.success) {
    const { url } = await createResetLink(user.id, now);
    void sendResetMail(user.email, url);
  } else {
    hashResetToken(newResetToken()); // the same token work as a real link
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

async function sendResetMail(to: string, url: string): Promise<void> {
  const text = [
    "Someone (hopefully you) asked to set a new password for your Codebeam account.",
    "",
    `Open this link to choose one; it works once, within ${RESET_LINK_MINUTES} minutes:`,
    url,
    "",
    "If you did not ask, ignore this mail: your password stays as it is.",
  ].join("\n");
  await sendMail({ to, subject: "Set a new Codebeam password", text }).catch((error: unknown) =>
    console.error("password reset: could not send the mail:", (error as Error).message),
  );
}
