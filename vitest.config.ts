import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Files that mock or spy on modules, fake timers, or hold state a later file in the same process
// must not see (next-auth's harness, the outage monitor, child servers): each runs in a fresh
// process. The rest share a process per worker, which spares each file ~3 s of starting a process
// and loading the route modules and PGlite again; tests/helpers/test-env.ts resets process.env
// and the configuration before each file.
const ISOLATED = [
  "tests/api/wrapper-requests.test.ts",
  "tests/auth/**/*.test.ts",
  "tests/cli/**/*.test.ts",
  "tests/components/api-call.test.ts",
  "tests/imports/import-visits*.test.ts",
  "tests/me/**/*.test.ts",
  "tests/outage/**/*.test.ts",
  "tests/password-reset/**/*.test.ts",
  "tests/ratelimit/*-fallback.test.ts",
  "tests/ratelimit/redis-outage-api.test.ts",
  "tests/render/large-logo.test.ts",
  "tests/runtime/background-loop.test.ts",
  "tests/server/**/*.test.ts",
  "tests/short-links/image-limits.test.ts",
  "tests/short-links/smart-codes.test.ts",
  "tests/stats/settled-sketches.test.ts",
];

// CODEBEAM_TEST_ELSEWHERE: files another pass runs instead (.ci/run runs a few only in its PostgreSQL
// pass); left unset, every file runs.
const ELSEWHERE = (process.env.CODEBEAM_TEST_ELSEWHERE ?? "").split(/\s+/).filter(Boolean);

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    setupFiles: ["tests/helpers/test-env.ts"],
    globalSetup: ["tests/helpers/global-setup.ts"],
    pool: "forks",
    // Vitest's default is one worker fewer than the cores, a single worker on a 2-core box. Test
    // files spend much of their time waiting (child processes, PGlite, sockets), and the main
    // process only reports, so one worker per core.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Bounds on hangs, not expectations: with both workers busy a loaded box needs over a minute to
    // migrate a fresh PGlite.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      // Each project names its own files: list options of a project extend the root's.
      {
        extends: true,
        test: { name: "shared", include: ["tests/**/*.test.ts"], exclude: [...ISOLATED, ...ELSEWHERE], isolate: false },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED, exclude: ELSEWHERE } },
    ],
  },
});
