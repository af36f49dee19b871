import cluster, { type Worker } from "node:cluster";

/** A worker that dies this soon after starting is not restarted again (a crash loop, not a crash). */
const MIN_UPTIME_MS = 5_000;

/**
 * WEB_CONCURRENCY > 1: this process only supervises N copies of the server (node:cluster; they
 * share the port, connections are spread round-robin). A worker that crashes is replaced; SIGTERM
 * or SIGINT is passed on, and the primary exits once every worker has drained and closed.
 * Workers share the work of one PostgreSQL database: migrations take an advisory lock, and the
 * webhook dispatcher, AI worker and destination checks claim rows with SKIP LOCKED.
 */
export function runClusterPrimary(workers: number): void {
  let stopping = false;
  let failed = false;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());

  cluster.on("exit", (worker, code, signal) => {
    const uptime = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      if (started.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}).`);
    if (uptime < MIN_UPTIME_MS) {
      console.error("It stopped right after starting: not starting it again. Stopping the others.");
      stop("crash loop");
      failed = true;
      return;
    }
    fork();
  });

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: stopping ${started.size} workers…`);
    for (const worker of started.keys()) worker.process.kill("SIGTERM");
    if (started.size === 0) process.exit(failed ? 1 : 0);
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  console.log(`Starting ${workers} server processes (WEB_CONCURRENCY=${workers}).`);
  for (let index = 0; index < workers; index++) fork();
}
