import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getSecrets } from "../config/secrets";

// Secrets the server must read back in clear (webhook signing secrets, TOTP secrets) cannot be
// hashed like an API key; they are encrypted at rest instead (AES-256-GCM), so a database dump or
// backup alone does not give them away. Each kind has its own key, derived from
// WEBHOOK_SECRET_KEY with its own HKDF label.
const VERSION = "v1";

export interface SecretBox {
  seal(secret: string): string;
  open(box: string): string;
}

/** A box for one kind of secret; `purpose` names the kind (and picks its key). */
export function secretBox(purpose: string): SecretBox {
  let derived: { from: string; key: Buffer } | undefined;
  const key = (): Buffer => {
    const from = getSecrets().webhookSecretKey;
    if (derived?.from !== from) derived = { from, key: Buffer.from(hkdfSync("sha256", from, "codebeam", purpose, 32)) };
    return derived.key;
  };
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key(), iv);
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString("base64url"), tag.toString("base64url"), sealed.toString("base64url")].join(".");
    },
    open(box) {
      const [version, iv, tag, sealed] = box.split(".");
      if (version !== VERSION || !iv || !tag || !sealed) throw new Error(`unreadable secret box (${purpose})`);
      const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
