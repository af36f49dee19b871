import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/**/*.test.ts"],
    setupFiles: ["tests/helpers/test-env.ts"],
    globalSetup: ["tests/helpers/global-setup.ts"],
    pool: "forks",
    // Vitest's default is one worker fewer than the cores, a single worker on a 2-core box. Test
    // files spend much of their time waiting (child processes, PGlite, sockets), and the main
    // process only reports, so one worker per core. Files stay isolated: they set process.env,
    // mock modules and hold databases on globalThis.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Bounds on hangs, not expectations: with both workers busy a loaded box needs over a minute to
    // migrate a fresh PGlite.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
