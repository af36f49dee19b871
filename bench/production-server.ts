// The production server process (.next/codebeam-server.mjs, `npm run build` first) as the benches
// start it: npm start's Node flags, MEMORY_REPORT=1 so it answers SIGUSR2 with a memory report
// (lib/server/memory-report.ts). Used by bench/memory.ts, generate.ts and redirect-production.ts.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { SERVER_ENV, serverNodeArgs } from "../scripts/lib/server-args.mjs";
import { MEMORY_REPORT_PREFIX, type MemoryReport } from "../lib/server/memory-report";
import { processTree } from "./process-tree";

/** BENCH_NODE_ARGS overrides npm start's Node flags, e.g. "--enable-source-maps". */
export const NODE_ARGS =
  process.env.BENCH_NODE_ARGS !== undefined
    ? process.env.BENCH_NODE_ARGS.split(/\s+/).filter(Boolean)
    : serverNodeArgs();

export type { MemoryReport };

export interface ProductionServer {
  /** What was started: the server, or npm when started through `npm start`. */
  child: ChildProcess;
  /** The server process itself (npm's child when started through npm). */
  serverPid: () => number;
  report: () => Promise<MemoryReport>;
  stop: () => Promise<void>;
}

/**
 * Starts the production server with MEMORY_REPORT=1. `npm: true` runs it as users do, `npm start` (package.json's
 * flags, then the start script becomes the server); otherwise the bundle with NODE_ARGS.
 */
export async function startServer(env: Record<string, string>, { npm = false } = {}): Promise<ProductionServer> {
  const [command, args] = npm ? ["npm", ["start"]] : [process.execPath, [...NODE_ARGS, ".next/codebeam-server.mjs"]];
  const child = spawn(command, args, {
    env: {
      ...SERVER_ENV,
      ...process.env,
      ...env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      MEMORY_REPORT: "1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let buffered = "";
  const waiting: ((report: MemoryReport) => void)[] = [];
  let ready: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    let newline = buffered.indexOf("\n");
    while (newline !== -1) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      if (line.startsWith(MEMORY_REPORT_PREFIX))
        waiting.shift()?.(JSON.parse(line.slice(MEMORY_REPORT_PREFIX.length)) as MemoryReport);
      else if (line.includes("Codebeam is running")) ready();
      newline = buffered.indexOf("\n");
    }
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await Promise.race([started, exited.then(() => Promise.reject(new Error("server exited before listening")))]);
  const serverPid = () => (npm ? (processTree(child.pid ?? 0)[1]?.pid ?? 0) : (child.pid ?? 0));
  return {
    child,
    serverPid,
    report: () =>
      new Promise<MemoryReport>((resolve) => {
        waiting.push(resolve);
        process.kill(serverPid(), "SIGUSR2");
      }),
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A bench server's environment: on 127.0.0.1:port, fresh secrets, limits out of the way. */
export function benchServerEnv(
  port: number,
  databaseUrl: string | undefined,
  dataDir: string | undefined,
): Record<string, string> {
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    VISITOR_HASH_SECRET: randomBytes(32).toString("hex"),
    WEBHOOK_SECRET_KEY: randomBytes(32).toString("base64"),
    LIMIT_KEY_PER_MINUTE: "10000000",
    LIMIT_KEY_PER_DAY: "10000000",
    LIMIT_ANON_PER_MINUTE: "10000000",
    LIMIT_IMAGE_PER_MINUTE: "10000000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "", DATA_DIR: dataDir ?? "" }),
  };
}
