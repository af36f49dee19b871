import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Tests never touch ./.data; secrets are fixed test values. TEST_DATABASE_URL and TEST_REDIS_URL
// (set by .ci/run) switch the integration suite to PostgreSQL and Redis.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "codebeam-test-"));
process.env.AUTH_SECRET = "test-auth-secret-0123456789abcdefghijklmnop";
process.env.VISITOR_HASH_SECRET = "test-visitor-secret-0123456789abcdefghijkl";
process.env.WEBHOOK_SECRET_KEY = "test-webhook-secret-key-0123456789abcdefghij";
process.env.APP_URL = "http://localhost:3000";
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;
delete process.env.UPSTASH_REDIS_REST_URL;
