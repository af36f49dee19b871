// Next's server exposes AsyncLocalStorage globally before loading anything else (route modules
// loaded once for many files must find it whichever file loaded them first).
import "next/dist/server/node-environment-baseline";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetConfigForTests } from "@/lib/config/env";

// Runs before every test file. Tests never touch ./.data; secrets are fixed test values.
// TEST_DATABASE_URL and TEST_REDIS_URL (set by .ci/run) switch the integration suite to PostgreSQL
// and Redis.
//
// Files that share a worker process (vitest.config.ts's shared project) share process.env and the
// cached configuration: each file starts from the environment the first one saw, re-read.
const shared = globalThis as { codebeamTestEnv?: Record<string, string | undefined> };
if (!shared.codebeamTestEnv) {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "codebeam-test-"));
  process.env.AUTH_SECRET = "test-auth-secret-0123456789abcdefghijklmnop";
  process.env.VISITOR_HASH_SECRET = "test-visitor-secret-0123456789abcdefghijkl";
  process.env.WEBHOOK_SECRET_KEY = "test-webhook-secret-key-0123456789abcdefghij";
  process.env.APP_URL = "http://localhost:3000";
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  delete process.env.UPSTASH_REDIS_REST_URL;
  shared.codebeamTestEnv = { ...process.env };
} else {
  const first = shared.codebeamTestEnv;
  for (const name of Object.keys(process.env)) if (!(name in first)) delete process.env[name];
  Object.assign(process.env, first);
}
resetConfigForTests();
