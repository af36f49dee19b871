import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ConfigError, getConfig } from "./env";

export interface Secrets {
  /** Signs next-auth session tokens. */
  authSecret: string;
  /** Keys the visitor-id HMAC of scans (no raw IP is stored). */
  visitorHashSecret: string;
  /** Encrypts webhook signing secrets at rest (lib/webhooks/secret-box.ts). */
  webhookSecretKey: string;
}

const NAMES: Record<keyof Secrets, "AUTH_SECRET" | "VISITOR_HASH_SECRET" | "WEBHOOK_SECRET_KEY"> = {
  authSecret: "AUTH_SECRET",
  visitorHashSecret: "VISITOR_HASH_SECRET",
  webhookSecretKey: "WEBHOOK_SECRET_KEY",
};
const newSecret = () => randomBytes(32).toString("base64url");

let cached: Secrets | undefined;

/**
 * Secrets come from the environment. On the embedded database, missing ones are generated once
 * and kept in the data dir (mode 0600) so sessions survive restarts; a server on PostgreSQL may
 * run as several instances, so there they must be set explicitly.
 */
export function getSecrets(): Secrets {
  if (cached) return cached;
  const config = getConfig();
  const fromEnv = {
    authSecret: config.AUTH_SECRET,
    visitorHashSecret: config.VISITOR_HASH_SECRET,
    webhookSecretKey: config.WEBHOOK_SECRET_KEY,
  };
  const missing = (Object.keys(NAMES) as (keyof Secrets)[]).filter((name) => !fromEnv[name]);
  if (missing.length === 0) return (cached = fromEnv as Secrets);
  if (config.DATABASE_URL) {
    throw new ConfigError(
      `${missing.map((name) => NAMES[name]).join(", ")} must be set (32+ random characters) when DATABASE_URL is used.`,
    );
  }
  const stored = readOrCreateStoredSecrets(config.DATA_DIR);
  cached = {
    authSecret: fromEnv.authSecret ?? stored.authSecret,
    visitorHashSecret: fromEnv.visitorHashSecret ?? stored.visitorHashSecret,
    webhookSecretKey: fromEnv.webhookSecretKey ?? stored.webhookSecretKey,
  };
  return cached;
}

function readOrCreateStoredSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, "secrets.json");
  try {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Secrets>;
    return stored.webhookSecretKey ? (stored as Secrets) : addWebhookKey(file, stored);
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secrets: Secrets = { authSecret: newSecret(), visitorHashSecret: newSecret(), webhookSecretKey: newSecret() };
    try {
      fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: "wx" });
      return secrets;
    } catch {
      return JSON.parse(fs.readFileSync(file, "utf8")) as Secrets; // another process won the race
    }
  }
}

/** A data dir from before webhooks: keep its secrets, add the new one. */
function addWebhookKey(file: string, stored: Partial<Secrets>): Secrets {
  const secrets = { ...stored, webhookSecretKey: newSecret() } as Secrets;
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
