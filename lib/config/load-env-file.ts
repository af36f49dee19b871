import fs from "node:fs";

/** Loads ./.env when present (variables already set win), for the server, the CLI and scripts. */
export function loadEnvFile(file = ".env"): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
