// The production server (server.ts and the lib/ code it imports) as one JavaScript file, built with
// the app: `npm start` runs it with plain Node, no TypeScript compiler at run time. Packages stay
// in node_modules (the same copies Next's bundles load: pg, PGlite, Prisma's runtime, next).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/** Where the bundle goes: inside .next, so it belongs to (and is emptied with) the build it serves. */
export const SERVER_BUNDLE = ".next/codebeam-server.mjs";

// esbuild's command line, not its JavaScript API: buildSync runs esbuild's service process from a
// worker thread, and stop() ends that thread, so the service exits with no one left to reap it. It
// stayed a defunct process beside the server for as long as `npm start` ran. spawnSync waits for
// (and so reaps) the one process it starts.
const ESBUILD = createRequire(import.meta.url).resolve("esbuild/bin/esbuild");

/** The render threads' entry (lib/render/render-pool.ts), beside the server: server.ts finds it there. */
export const RENDER_WORKER_BUNDLE = "codebeam-render-worker.mjs";
/** The embedded database thread's entry (lib/db/embedded.ts), beside the server too. */
export const DB_WORKER_BUNDLE = "codebeam-db-worker.mjs";

export function bundleServer(outfile = SERVER_BUNDLE) {
  esbuild("server.ts", outfile);
  esbuild("lib/render/render-worker.ts", path.join(path.dirname(outfile), RENDER_WORKER_BUNDLE));
  bundleDbWorker(path.join(path.dirname(outfile), DB_WORKER_BUNDLE));
}

/** The database thread alone (tests bundle it where its packages resolve, as the build does). */
export function bundleDbWorker(outfile) {
  esbuild("lib/db/pglite-thread.ts", outfile);
}

function esbuild(entry, outfile) {
  const args = [
    entry,
    `--outfile=${outfile}`,
    "--bundle",
    "--platform=node",
    "--format=esm",
    "--target=node20.19",
    "--packages=external",
    "--sourcemap",
    "--log-level=warning",
  ];
  // Installed on Windows, bin/esbuild stays a Node script (elsewhere it is replaced by the binary).
  const [command, commandArgs] =
    process.platform === "win32" ? [process.execPath, [ESBUILD, ...args]] : [ESBUILD, args];
  const result = spawnSync(command, commandArgs, { stdio: "inherit" });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`Bundling ${entry} failed (esbuild exited with ${result.status ?? result.signal}).`);
}
