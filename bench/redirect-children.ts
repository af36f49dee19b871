// The parent's side of bench/redirect.ts: forks a server child (bench/redirect-server.ts), loads it
// with autocannon, asks it for its counts and stops it.
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { autocannon, type CannonResult, CONNECTIONS, DURATION_S, PHONE, PORTS, WARMUP_S } from "./cannon";
import type { FromChild, ToChild, Variant } from "./redirect-protocol";

const SERVER_SCRIPT = fileURLToPath(new URL("./redirect-server.ts", import.meta.url));

export function startChild(
  kind: "bare" | "shortlink",
  databaseUrl?: string,
  variant: Variant = {},
): Promise<{ child: ChildProcess; path: string }> {
  const args = [
    "--serve",
    kind,
    "--variant",
    JSON.stringify(variant),
    ...(databaseUrl ? ["--database", databaseUrl] : []),
  ];
  const child = fork(SERVER_SCRIPT, args, {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`${kind} server exited (${code})`)));
    child.on("message", (message: FromChild) => message.type === "ready" && resolve({ child, path: message.path }));
  });
}

export function ask<T extends FromChild["type"]>(
  child: ChildProcess,
  message: ToChild,
  answer: T,
): Promise<Extract<FromChild, { type: T }>> {
  return new Promise((resolve) => {
    const listener = (reply: FromChild) => {
      if (reply.type !== answer) return;
      child.off("message", listener);
      resolve(reply as Extract<FromChild, { type: T }>);
    };
    child.on("message", listener);
    child.send(message);
  });
}

export async function stopChild(child: ChildProcess): Promise<void> {
  child.removeAllListeners("exit");
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.send({ type: "stop" } satisfies ToChild);
  await exited;
}

/** A warm-up, then the measured run, against 127.0.0.1:port + urlPath. */
export async function load(port: number, urlPath: string): Promise<CannonResult> {
  const url = `http://127.0.0.1:${port}${urlPath}`;
  const options = { url, connections: CONNECTIONS, headers: { "user-agent": PHONE } };
  await autocannon({ ...options, duration: WARMUP_S });
  return autocannon({ ...options, duration: DURATION_S });
}

/** The bare Node server's run, which each short-link or production row is compared with. */
export async function runBare(): Promise<CannonResult> {
  const bare = await startChild("bare");
  try {
    return await load(PORTS.bare, bare.path);
  } finally {
    await stopChild(bare.child);
  }
}
