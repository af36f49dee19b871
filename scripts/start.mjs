// npm start — checks the configuration, builds when needed (waiting for another build of this
// checkout to finish), then runs the production server (server.ts, bundled by the build into
// .next/codebeam-server.mjs), which opens the database (embedded PGlite under DATA_DIR unless
// DATABASE_URL is set) and applies migrations.
//
// package.json starts this script with the server's Node flags and environment (scripts/lib/server-args.mjs),
// through `exec` so no shell waits beside it: the script then becomes the server, and `npm start` is two
// processes (npm and the server). Started otherwise (`node scripts/start.mjs`, or NODE_HEAP_MB changed),
// it runs the server as a child with the right flags and passes signals on.
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./lib/build-state.mjs";
import { SERVER_BUNDLE } from "./lib/bundle-server.mjs";
import { checkConfiguration } from "./lib/check-config.mjs";
import { runsAsServer, SERVER_ENV, serverNodeArgs } from "./lib/server-args.mjs";

// NODE_HEAP_MB may be set in .env, which the server reads: the flags are chosen with it.
if (fs.existsSync(".env")) process.loadEnvFile(".env");
await checkConfiguration();
ensureBuild();

const serverEnv = { NEXT_TELEMETRY_DISABLED: "1", ...SERVER_ENV, ...process.env, NODE_ENV: "production" };
if (runsAsServer(process.execArgv, process.env)) {
  Object.assign(process.env, serverEnv);
  const bundle = path.resolve(SERVER_BUNDLE);
  // WEB_CONCURRENCY > 1 forks workers: they run the bundle, not this script again.
  cluster.setupPrimary({ exec: bundle, execArgv: process.execArgv });
  await import(pathToFileURL(bundle).href);
} else {
  const child = spawn(process.execPath, [...serverNodeArgs(), SERVER_BUNDLE], { stdio: "inherit", env: serverEnv });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
