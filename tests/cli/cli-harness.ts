import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { main } from "@/cli/main";
import { resetConfigForTests } from "@/lib/config/env";
import { type Database, openDatabase, useDatabase } from "@/lib/db/client";

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const root = path.resolve(import.meta.dirname, "../..");

/** Runs the real CLI (`tsx cli/index.ts …`) in a child process with extra environment. */
export function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["cli/index.ts", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const hung = setTimeout(() => child.kill("SIGKILL"), 180_000); // a CLI that never exits fails the test
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(hung);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Runs the CLI's entry (`main` of cli/main.ts, which cli/index.ts calls) in this process with extra
 * environment: the same dispatch, database selection, output and exit code as the real process,
 * without starting tsx and loading every module again. Calls must not overlap (stdout is shared).
 */
export async function runCliHere(args: string[], env: Record<string, string>): Promise<CliResult> {
  const saved = Object.entries(env).map(([key]) => [key, process.env[key]] as const);
  Object.assign(process.env, env);
  resetConfigForTests();
  useDatabase(undefined);
  const output = { stdout: "", stderr: "" };
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write };
  const capture = (stream: "stdout" | "stderr") =>
    ((chunk: string | Uint8Array) => {
      output[stream] += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
      return true;
    }) as typeof process.stdout.write;
  process.stdout.write = capture("stdout");
  process.stderr.write = capture("stderr");
  try {
    const code = await main(args);
    return { code, ...output };
  } finally {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetConfigForTests();
    useDatabase(undefined); // main closed the database it opened
  }
}

/** Starts a script with tsx in a process of its own and waits for its first line of output. */
export function startScript(
  file: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; firstLine: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", file], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`${file} exited early with ${code}`)));
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      if (output.includes("\n")) resolve({ child, firstLine: output.split("\n")[0] });
    });
  });
}

/** A database the CLI can be pointed at: its environment, and a way for the test to look inside. */
export interface Target {
  name: string;
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export function embeddedTarget(): Target {
  const dataDir = mkdtempSync(path.join(tmpdir(), "codebeam-cli-"));
  return {
    name: "embedded",
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    open: () => openDatabase({ databaseUrl: undefined, dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh database on TEST_DATABASE_URL's server, as tests/helpers/database.ts makes them. */
export async function postgresTarget(serverUrl: string): Promise<Target> {
  const name = `codebeam_cli_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name: "postgres",
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString() }),
    dispose: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Opens the target's database in this process for fn, then closes it (releasing the embedded lock). */
export async function inspect<T>(target: Target, fn: (database: Database) => Promise<T>): Promise<T> {
  const database = await target.open();
  useDatabase(database);
  try {
    return await fn(database);
  } finally {
    useDatabase(undefined);
    await database.close();
  }
}

export const lastLine = (text: string) => text.trimEnd().split("\n").at(-1) ?? "";
