import { db } from "../db/client";
import { hashRecoveryCode } from "./recovery-codes";
import { looksLikeTotp, totpBox, totpStepOf } from "./totp";

/**
 * Whether `code` is a current TOTP code of the user's enabled secret, or one of their recovery
 * codes not used yet; either is spent by the check (the TOTP step is remembered, the recovery code
 * marked used), each by one conditional update, so two requests racing with one code cannot both
 * pass. False when two-factor sign-in is off.
 */
export async function spendSecondFactor(userId: string, code: string, now = new Date()): Promise<boolean> {
  const typed = code.trim().replace(/\s/g, "");
  const client = await db();
  const user = await client.user.findUnique({
    where: { id: userId },
    select: { totpSecret: true, totpLastStep: true },
  });
  if (!user?.totpSecret) return false;
  if (looksLikeTotp(typed)) {
    const step = await totpStepOf(totpBox.open(user.totpSecret), typed, now, user.totpLastStep);
    if (step === undefined) return false;
    const { count } = await client.user.updateMany({
      where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return count > 0;
  }
  if (typed.length > 64) return false;
  const { count } = await client.recoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(typed), usedAt: null },
    data: { usedAt: now },
  });
  return count > 0;
}
