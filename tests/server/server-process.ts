import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER_BUNDLE = path.join(ROOT, ".next", "codebeam-server.mjs");

/** A production build is there (`npm test` builds one before the suites that need it). */
export const hasBuild = fs.existsSync(path.join(ROOT, ".next", "BUILD_ID")) && fs.existsSync(SERVER_BUNDLE);

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
}

/** The production server (`node .next/codebeam-server.mjs`, as npm start runs it) with `env`. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (status) => resolve(status)));
  return { child, exited, output: () => output };
}

export const kill = (child: ChildProcess) =>
  child.exitCode === null && child.signalCode === null && child.kill("SIGKILL");

/** The three secrets a server on PostgreSQL must be given, fresh for one test file (instances that share a database share them). */
export const freshSecrets = () => ({
  AUTH_SECRET: randomBytes(32).toString("hex"),
  VISITOR_HASH_SECRET: randomBytes(32).toString("hex"),
  WEBHOOK_SECRET_KEY: randomBytes(32).toString("base64"),
});
