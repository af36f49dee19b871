import { generateSecret, generateURI, verify } from "otplib";
import { secretBox } from "../crypto/secret-box";

// RFC 6238 with the parameters every authenticator app reads: SHA-1, 6 digits, 30-second steps.
export const TOTP_ISSUER = "Codebeam";
const TOLERANCE_SECONDS = 30; // one step either side, for a phone's clock a little off

export const totpBox = secretBox("totp secrets v1");

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (email: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret });

export const looksLikeTotp = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * The RFC 6238 time step the code belongs to, or undefined when it is not a current code of the
 * secret. With `afterStep`, a code of that step or an earlier one is refused: a code seen once
 * (by sign-in, confirm or disable) cannot be used again.
 */
export async function totpStepOf(
  secret: string,
  code: string,
  now: Date,
  afterStep?: number | null,
): Promise<number | undefined> {
  if (!looksLikeTotp(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep != null && { afterTimeStep: afterStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : undefined;
}
