import { loadEnvFile } from "../../lib/config/load-env-file";
import { ConfigError, getConfig } from "../../lib/config/env";
import { getSecrets } from "../../lib/config/secrets";

/** What the server would refuse in the configuration (.env, then the environment), or null. */
export function configurationProblem(): string | null {
  loadEnvFile();
  try {
    getConfig();
    getSecrets();
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}
