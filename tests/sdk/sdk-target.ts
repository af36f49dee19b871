import type { Database } from "@/lib/db/client";
import { until } from "../short-links/load";
import { setEnv } from "../ratelimit/test-config";
import { freshSecrets, hasBuild, kill, startServer } from "../server/server-process";
import { testDatabaseKind } from "../helpers/database";
import type { ApiServer } from "./api-server";

/** Where one pass of a client's tests (Go, Python) sends its calls, and how it is stopped. */
export interface SdkTarget {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The production server (node .next/codebeam-server.mjs) on the test's PostgreSQL database when a
 * build is there, as CI's PostgreSQL pass has it; else the route handlers in this process
 * (tests/sdk/api-server.ts), configured through the environment. `config` is the server's
 * configuration for the pass; accounts must exist before it starts.
 */
export const usesProductionServer = hasBuild && testDatabaseKind === "postgres";

export async function sdkTarget(
  api: ApiServer,
  database: Database,
  port: number,
  config: Record<string, string>,
): Promise<SdkTarget> {
  if (!usesProductionServer) {
    setEnv(config);
    return { origin: api.origin, stop: async () => {} };
  }
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer({
    DATABASE_URL: database.location,
    PORT: String(port),
    APP_URL: origin,
    REDIS_URL: "",
    ...freshSecrets(),
    AI_PROVIDER: "builtin",
    DESTINATION_CHECK_MINUTES: "0",
    ...config,
  });
  await until(() => server.output().includes("Codebeam is running"), `the server (${server.output()})`, 120_000);
  return {
    origin,
    stop: async () => {
      kill(server.child);
      await server.exited;
    },
  };
}
