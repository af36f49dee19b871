import { createHash, randomInt } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32 in lower case: no i, l, o, u to misread. Ten characters: 50 random bits.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

const randomCode = (): string => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** Ten fresh codes, shown once as `xxxxx-xxxxx`. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);

/** What is stored: the SHA-256 of the code as typed in any case, with or without its dash or spaces. */
export const hashRecoveryCode = (code: string): string =>
  createHash("sha256").update(code.toLowerCase().replace(/[\s-]/g, "")).digest("hex");
