// Checks the configuration the way the server will read it, before a build that could take
// minutes: a bad or missing setting ends `npm start` at once, with the server's own message.
// The check runs in a short-lived child process: loading TypeScript (tsx) starts an esbuild service
// that would otherwise stay alive next to the server for as long as it runs.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Exits 1 with the message (naming each variable) when the server would refuse the configuration. */
export async function checkConfiguration() {
  const child = spawnSync(process.execPath, [fileURLToPath(new URL("./check-config-child.mjs", import.meta.url))], {
    stdio: "inherit",
  });
  if (child.status !== 0) process.exit(1);
}
