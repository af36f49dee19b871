import { createHash, randomBytes } from "node:crypto";

const KEY_PREFIX = "cb_sk_";
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const KEY_BODY_LENGTH = 40;
export const KEY_PATTERN = /^cb_sk_[0-9A-Za-z]{32,64}$/;

/** A fresh key: prefix + 40 base62 characters (~238 bits), drawn without modulo bias. */
export function generateApiKey(): string {
  let body = "";
  while (body.length < KEY_BODY_LENGTH) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && body.length < KEY_BODY_LENGTH) body += BASE62[byte % 62];
    }
  }
  return KEY_PREFIX + body;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function maskApiKey(lastFour: string): string {
  return `${KEY_PREFIX}••••${lastFour}`;
}
