import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { limitCodeAttempts } from "./limit-code-attempts";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import { totpBox, totpStepOf } from "./totp";

const WRONG_CODE = [{ field: "code", message: "is not a current code of the secret being set up" }];

/**
 * Turns two-factor sign-in on once a code from the pending secret checks out, and answers ten
 * recovery codes, in clear in this answer only (stored as hashes). Other sessions stay signed in.
 */
export async function confirmTwoFactor(userId: string, code: string, now = new Date()) {
  await limitCodeAttempts(userId);
  const client = await db();
  const user = await client.user.findUniqueOrThrow({
    where: { id: userId },
    select: { totpSecret: true, totpPendingSecret: true },
  });
  if (user.totpSecret) throw new ApiError("CONFLICT", "Two-factor sign-in is already on.");
  if (!user.totpPendingSecret) throw new ApiError("CONFLICT", "Start the set-up first (POST /api/v1/me/2fa).");
  const step = await totpStepOf(totpBox.open(user.totpPendingSecret), code, now);
  if (step === undefined) throw new ApiError("INVALID_REQUEST", "The code does not match.", WRONG_CODE);
  const recoveryCodes = newRecoveryCodes();
  const enabled = await client.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId, totpSecret: null, totpPendingSecret: user.totpPendingSecret },
      data: { totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpLastStep: step },
    });
    if (count === 0) return false;
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.recoveryCode.createMany({ data: recoveryCodes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })) });
    return true;
  });
  if (!enabled) throw new ApiError("CONFLICT", "The set-up changed meanwhile; start again.");
  return { enabled: true as const, recoveryCodes };
}
