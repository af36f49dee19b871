import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ConfigError, getConfig } from "./env";

export interface Secrets {
  /** Signs next-auth session tokens. */
  authSecret: string;
  /** Keys the visitor-id HMAC of scans (no raw IP is stored). */
  visitorHashSecret: string;
}

let cached: Secrets | undefined;

/**
 * Secrets come from the environment. On the embedded database, missing ones are generated once
 * and kept in the data dir (mode 0600) so sessions survive restarts; a server on PostgreSQL may
 * run as several instances, so there they must be set explicitly.
 */
export function getSecrets(): Secrets {
  if (cached) return cached;
  const config = getConfig();
  const fromEnv = { authSecret: config.AUTH_SECRET, visitorHashSecret: config.VISITOR_HASH_SECRET };
  if (fromEnv.authSecret && fromEnv.visitorHashSecret) return (cached = fromEnv as Secrets);
  if (config.DATABASE_URL) {
    const missing = fromEnv.authSecret ? "VISITOR_HASH_SECRET" : "AUTH_SECRET";
    throw new ConfigError(`${missing} must be set (32+ random characters) when DATABASE_URL is used.`);
  }
  const stored = readOrCreateStoredSecrets(config.DATA_DIR);
  cached = {
    authSecret: fromEnv.authSecret ?? stored.authSecret,
    visitorHashSecret: fromEnv.visitorHashSecret ?? stored.visitorHashSecret,
  };
  return cached;
}

function readOrCreateStoredSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, "secrets.json");
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Secrets;
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secrets: Secrets = {
      authSecret: randomBytes(32).toString("base64url"),
      visitorHashSecret: randomBytes(32).toString("base64url"),
    };
    try {
      fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: "wx" });
      return secrets;
    } catch {
      return JSON.parse(fs.readFileSync(file, "utf8")) as Secrets; // another process won the race
    }
  }
}
