import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const SHORT_CODE_LENGTH = 7;
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{1,7}$/;

/**
 * 7 base62 characters from the system CSPRNG (62^7 ≈ 3.5 × 10^12 codes). Bytes of 248 or more are
 * skipped so every character is equally likely.
 */
export function generateShortCode(): string {
  let code = "";
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte >= 248) continue;
      code += ALPHABET[byte % 62];
      if (code.length === SHORT_CODE_LENGTH) break;
    }
  }
  return code;
}
