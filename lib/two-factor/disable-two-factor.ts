import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { limitCodeAttempts } from "./limit-code-attempts";
import { spendSecondFactor } from "./spend-second-factor";

/** Turns two-factor sign-in off, given a current TOTP code or an unused recovery code. */
export async function disableTwoFactor(userId: string, code: string, now = new Date()) {
  await limitCodeAttempts(userId);
  const client = await db();
  const user = await client.user.findUniqueOrThrow({ where: { id: userId }, select: { totpSecret: true } });
  if (!user.totpSecret) throw new ApiError("CONFLICT", "Two-factor sign-in is not on.");
  if (!(await spendSecondFactor(userId, code, now))) {
    throw new ApiError("INVALID_REQUEST", "The code does not match.", [
      { field: "code", message: "is neither a current authenticator code nor an unused recovery code" },
    ]);
  }
  await client.$transaction([
    client.user.update({
      where: { id: userId },
      data: { totpSecret: null, totpPendingSecret: null, totpLastStep: null },
    }),
    client.recoveryCode.deleteMany({ where: { userId } }),
  ]);
  return { enabled: false, recoveryCodesLeft: 0 };
}
