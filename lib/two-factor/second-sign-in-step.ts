import { db } from "../db/client";
import { spendSecondFactor } from "./spend-second-factor";

// next-auth hands a thrown error's message to the sign-in page as `error`; these two tell the page
// to ask for a code (sign-in form, components/auth/signin-form.tsx) and that the code was wrong.
export const TWO_FACTOR_REQUIRED = "TwoFactorRequired";
export const WRONG_TWO_FACTOR_CODE = "That code did not work. Enter a current code from your app, or a recovery code.";

/**
 * The second step of signing in, run only after the password was right (the sign-in attempt limit
 * has counted the attempt already): with two-factor sign-in on, a current TOTP code or an unused
 * recovery code must come with the password; without one the answer is TWO_FACTOR_REQUIRED,
 * so no session is made from the password alone.
 */
export async function requireSecondFactor(userId: string, otp: string | undefined): Promise<void> {
  const user = await (await db()).user.findUnique({ where: { id: userId }, select: { totpSecret: true } });
  if (!user?.totpSecret) return;
  if (!otp?.trim()) throw new Error(TWO_FACTOR_REQUIRED);
  if (!(await spendSecondFactor(userId, otp))) throw new Error(WRONG_TWO_FACTOR_CODE);
}
