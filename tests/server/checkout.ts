import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** What `npm start` needs of a checkout (lib includes the generated Prisma client; the API reference page reads sdk/package.json). */
const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "scripts",
  "prisma",
  "sdk",
  "server.ts",
  "proxy.ts",
  "next.config.mjs",
  "postcss.config.mjs",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

/**
 * A fresh checkout without a build, in a temporary directory: its node_modules hard-links this
 * one's files (Turbopack refuses a symlinked node_modules), so a build there leaves ours alone.
 */
export function makeCheckout(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-checkout-"));
  for (const entry of SOURCES) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  linkTree(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), new Set([".cache"]));
  return dir;
}

function linkTree(from: string, to: string, skip = new Set<string>()): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target); // another file system
      }
    }
  }
}

export interface StartedScript {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/**
 * The start script in `dir` with exactly `env` added to a clean environment: `node scripts/start.mjs`, or with
 * `npm: true` the real `npm start` (package.json's line, through npm and its shell).
 */
export function runStartScript(dir: string, env: Record<string, string>, { npm = false } = {}): StartedScript {
  const base: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(AUTH_SECRET|VISITOR_HASH_SECRET|WEBHOOK_SECRET_KEY|DATABASE_URL|DATA_DIR|NODE_ENV|PORT|HOST|APP_URL)$/.test(
          name,
        ),
    ),
  );
  const [command, args] = npm ? ["npm", ["start"]] : [process.execPath, ["scripts/start.mjs"]];
  const child = spawn(command, args, {
    cwd: dir,
    env: { ...base, ...env } as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

export async function until(check: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * A POST written piece by piece: `pieces` are sent in order; `end: false` leaves the body unfinished
 * (a declared Content-Length larger than what is sent), so only a server that answers without
 * reading the rest answers at all.
 */
export function post(
  port: number,
  urlPath: string,
  headers: Record<string, string>,
  pieces: Buffer[],
  end = true,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: urlPath, method: "POST", headers, agent: false },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    for (const piece of pieces) request.write(piece);
    if (end) request.end();
  });
}
