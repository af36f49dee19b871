import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
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

/** Starts a script with tsx in a process of its own and waits for its first line of output. */
export function startScript(file: string, env: Record<string, string>): Promise<{ child: ChildProcess; firstLine: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", file], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
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
