import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import { describe, it } from "vitest";

/** A redis-server of the test's own, so killing or stopping it disturbs no other test or session. */
export interface PrivateRedis {
  port: number;
  url: string;
  /** SIGKILL: the server is gone at once, its connections reset and its data lost. */
  kill(): Promise<void>;
  /** SIGSTOP: the server keeps its connections and its port but answers nothing. */
  pause(): void;
  /** SIGCONT after pause(): it answers what it was sent meanwhile. */
  resume(): void;
  /** A new, empty server on the same port (after kill()). */
  restart(): Promise<void>;
  /** Ends the server whatever its state; for afterAll. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;

const hasRedisServer = spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;

/** A describe block that needs `redis-server` on PATH; without one it is one skipped test saying so. */
export function describeWithRedisServer(name: string, body: () => void): void {
  if (hasRedisServer) describe(name, body);
  else describe(name, () => it.skip("not run: redis-server is not on PATH", () => {}));
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

/** Starts redis-server and resolves once it accepts connections (its log says so). */
async function spawnServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "notice"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server on ${port} not ready:\n${log}`)), READY_TIMEOUT_MS);
    const done = (error?: Error) => {
      clearTimeout(timer);
      child.stdout?.removeAllListeners("data");
      if (error) reject(error);
      else resolve();
    };
    child.stdout?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("Ready to accept connections")) done();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.once("error", done);
    child.once("exit", (code) => done(new Error(`redis-server on ${port} exited (${code}):\n${log}`)));
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}

async function end(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined = await spawnServer(port);
  // A test process that dies without its afterAll must not leave a server behind.
  const onExit = () => child?.kill("SIGKILL");
  process.once("exit", onExit);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill: () => end(child),
    pause: () => void child?.kill("SIGSTOP"),
    resume: () => void child?.kill("SIGCONT"),
    restart: async () => {
      await end(child);
      child = await spawnServer(port);
    },
    stop: async () => {
      process.off("exit", onExit);
      await end(child);
      child = undefined;
    },
  };
}
