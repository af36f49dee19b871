// npm start — checks the configuration, builds when needed (waiting for another build of this
// checkout to finish), then runs the production server (server.ts, bundled by the build into
// .next/codebeam-server.mjs), which opens the database (embedded PGlite under DATA_DIR unless
// DATABASE_URL is set) and applies migrations.
import { spawn } from "node:child_process";
import { ensureBuild } from "./lib/build-state.mjs";
import { SERVER_BUNDLE } from "./lib/bundle-server.mjs";
import { checkConfiguration } from "./lib/check-config.mjs";
import { SERVER_ENV, SERVER_NODE_ARGS } from "./lib/server-args.mjs";

await checkConfiguration();
ensureBuild();
const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_BUNDLE], {
  stdio: "inherit",
  env: { NEXT_TELEMETRY_DISABLED: "1", ...SERVER_ENV, ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
