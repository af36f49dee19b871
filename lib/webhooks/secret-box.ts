import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getSecrets } from "../config/secrets";

// Signing needs the webhook secret in clear, so it cannot be hashed like an API key; it is
// encrypted at rest instead (AES-256-GCM, key derived from WEBHOOK_SECRET_KEY), so a database dump
// or backup alone does not let anyone forge deliveries.
const VERSION = "v1";

let derived: { from: string; key: Buffer } | undefined;

function key(): Buffer {
  const from = getSecrets().webhookSecretKey;
  if (derived?.from !== from)
    derived = { from, key: Buffer.from(hkdfSync("sha256", from, "codebeam", "webhook signing secrets v1", 32)) };
  return derived.key;
}

export function encryptSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    sealed.toString("base64url"),
  ].join(".");
}

export function decryptSecret(box: string): string {
  const [version, iv, tag, sealed] = box.split(".");
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error("unreadable webhook secret box");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}
