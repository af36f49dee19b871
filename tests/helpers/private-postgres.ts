import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own, for tests that stop, restart or freeze the database under
 * a running server without touching the machine's shared cluster.
 */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust auth. */
  url: string;
  port: number;
  /** The temporary directory holding the data directory, the socket and the server log. */
  dir: string;
  /** pg_ctl stop: "fast" (the default) ends sessions cleanly, "immediate" as a crash would. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** Starts the stopped cluster on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** SIGSTOPs the postmaster and every backend: open connections and new ones hang, as on a frozen machine. */
  pause(): Promise<void>;
  /** SIGCONTs what pause() stopped. */
  resume(): Promise<void>;
  /** Stops the cluster (if running) and removes its directory. */
  destroy(): Promise<void>;
}

/** The newest /usr/lib/postgresql/<version>/bin holding initdb, or undefined when none is installed. */
export function findPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  let versions: string[];
  try {
    versions = fs.readdirSync(root);
  } catch {
    return undefined;
  }
  return versions
    .filter((version) => /^\d+(\.\d+)?$/.test(version))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    .map((version) => path.join(root, version, "bin"))
    .find((bin) => fs.existsSync(path.join(bin, "initdb")));
}

// initdb and postgres refuse to run as root (CI and the development machine run the tests as
// root), so there they run as the `postgres` OS user; otherwise as the current user.
const asRoot = process.getuid?.() === 0;
const runAs = (bin: string, command: string, args: string[]): [string, string[]] =>
  asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]] : [path.join(bin, command), args];

async function run(bin: string, command: string, args: string[], cwd: string): Promise<void> {
  const [file, fileArgs] = runAs(bin, command, args);
  try {
    await execFileAsync(file, fileArgs, { cwd, env: { ...process.env, LC_ALL: "C" } });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${stdout ?? ""}${stderr ?? ""}`, { cause: error });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const postmasterPid = (dataDir: string): number | undefined => {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0], 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/** The pids whose parent is `pid` (every backend and auxiliary process is a child of the postmaster). */
function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The fields after the command (in parentheses, which may hold spaces): state, ppid, …
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // The process ended while listed.
    }
  }
  return children;
}

const processState = (pid: number): string | undefined => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
  } catch {
    return undefined;
  }
};

/** Signals a process, which may have ended since it was listed. */
const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
};

const shellQuote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/**
 * A detached shell that waits for this process's end (its stdin closes however this process ends,
 * even on SIGKILL, which no exit handler sees) and then stops the cluster and removes its
 * directory, so a crashed or interrupted test file leaves no cluster running.
 */
function startReaper(bin: string, dir: string, dataDir: string): ChildProcess {
  const [pgCtl, pgCtlArgs] = runAs(bin, "pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w"]);
  const script = [
    "cat >/dev/null",
    `pid=$(head -n 1 ${shellQuote(path.join(dataDir, "postmaster.pid"))} 2>/dev/null)`,
    // A paused cluster acts on no signal but SIGCONT, so it is resumed before being stopped.
    `if [ -n "$pid" ]; then kill -CONT $(pgrep -P "$pid") "$pid" 2>/dev/null; ${[pgCtl, ...pgCtlArgs].map(shellQuote).join(" ")} >/dev/null 2>&1; fi`,
    `rm -rf ${shellQuote(dir)}`,
  ].join("\n");
  const reaper = spawn("sh", ["-c", script], { detached: true, stdio: ["pipe", "ignore", "ignore"], cwd: dir });
  reaper.unref();
  (reaper.stdin as unknown as net.Socket).unref();
  return reaper;
}

// Small: these clusters serve a test's few connections. fsync stays on: outage tests check that
// committed rows survive an immediate stop.
const settings = (port: number, dir: string) => `
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${dir}'
max_connections = 60
shared_buffers = 16MB
fsync = on
max_wal_senders = 0
wal_level = minimal
huge_pages = off
logging_collector = off
`;

/** initdb's a cluster in a new temporary directory and starts it (see PrivatePostgres). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error("no PostgreSQL binaries under /usr/lib/postgresql/<version>/bin");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-pg-"));
  if (asRoot) {
    const uid = Number((await execFileAsync("id", ["-u", "postgres"])).stdout.trim());
    const gid = Number((await execFileAsync("id", ["-g", "postgres"])).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  const reaper = startReaper(bin, dir, dataDir);
  let port = 0;
  let paused = false;

  const pgCtl = (args: string[]) => run(bin, "pg_ctl", ["-D", dataDir, ...args], dir);
  const start = () =>
    pgCtl(["start", "-w", "-t", "120", "-l", logFile]).catch((error: Error) => {
      // pg_ctl only says the server did not start; the server's log says why.
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").slice(-2000) : "";
      throw new Error(`${error.message}\nserver log (end):\n${log}`, { cause: error });
    });
  const resume = async () => {
    const pid = postmasterPid(dataDir);
    if (pid) for (const each of [...childPids(pid), pid]) signal(each, "SIGCONT");
    paused = false;
  };
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    if (paused) await resume();
    await pgCtl(["stop", "-w", "-t", "120", "-m", mode]);
  };

  try {
    await run(bin, "initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "-N"], dir);
    // A free port can be taken between its probe and the start: a few tries on fresh ports.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      fs.appendFileSync(path.join(dataDir, "postgresql.conf"), settings(port, dir));
      try {
        await start();
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  } catch (error) {
    reaper.stdin?.end();
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    stop,
    start,
    pause: async () => {
      const pid = postmasterPid(dataDir);
      if (!pid) throw new Error("the private PostgreSQL is not running");
      // The postmaster first, and only once it is stopped are its children listed: it forks no
      // backend after that, so none escapes the pause.
      process.kill(pid, "SIGSTOP");
      paused = true;
      while (processState(pid) !== "T") await new Promise((resolve) => setTimeout(resolve, 5));
      for (const child of childPids(pid)) signal(child, "SIGSTOP");
    },
    resume,
    destroy: async () => {
      if (postmasterPid(dataDir)) await stop("immediate");
      fs.rmSync(dir, { recursive: true, force: true });
      reaper.stdin?.end();
    },
  };
}
