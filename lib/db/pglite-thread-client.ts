import { Worker } from "node:worker_threads";
import type { PgliteOpenOptions } from "./pglite-open";
import type { ThreadMessage, ThreadOptions, ThreadRequest } from "./pglite-thread";
import { fromWireError } from "./thread-error";

/** The embedded database's thread (lib/db/pglite-thread.ts), seen from the thread that asks. */
export interface PgliteThread {
  /** Runs one of the thread's operations; rejects with the thread's error, its marks intact. */
  call<T>(op: string, ...args: unknown[]): Promise<T>;
  /** Registers a NOTIFY listener under a new id (then `call("listen", id, channel)`). */
  onNotify(listener: (payload: string) => void): number;
  forget(listener: number): void;
  close(): Promise<void>;
}

// Matches lib/db/is-database-unavailable.ts's marks: callers answer 503, not 500.
const closedError = () => new Error("PGlite is closed");

/**
 * Starts the thread and resolves once its cluster is open and migrated. A thread that stops on its
 * own (a WebAssembly abort) fails every call from then on, as a closed database does.
 */
export async function startPgliteThread(entry: string, options: PgliteOpenOptions): Promise<PgliteThread> {
  const { loadDataDir, ...rest } = options;
  const workerData: ThreadOptions = { ...rest, loadDataDir: loadDataDir && (await loadDataDir.arrayBuffer()) };
  const worker = new Worker(entry, {
    workerData,
    transferList: workerData.loadDataDir ? [workerData.loadDataDir] : [],
    // The thread parses each result and copies it out: little stays on its heap between queries.
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let nextListener = 1;
  let closed = false;

  const failAll = (error: Error) => {
    closed = true;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on("message", (message: ThreadMessage) => {
    if ("listener" in message) return listeners.get(message.listener)?.(message.payload);
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if ("error" in message) waiter?.reject(fromWireError(message.error));
    else waiter?.resolve(message.value);
  });
  worker.on("error", (error) => {
    if (!closed) console.error("[db] the embedded database's thread failed:", error);
    failAll(closedError());
  });
  worker.on("exit", () => failAll(closedError()));

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  const call = <T>(op: string, ...args: unknown[]) => {
    if (closed) return Promise.reject(closedError());
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, args } satisfies ThreadRequest);
    });
  };
  return {
    call,
    onNotify(listener) {
      const id = nextListener++;
      listeners.set(id, listener);
      return id;
    },
    forget: (listener) => void listeners.delete(listener),
    async close() {
      if (closed) return;
      await call("close").catch(() => {});
      closed = true;
      await worker.terminate();
    },
  };
}
