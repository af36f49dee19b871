import path from "node:path";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { getConfig } from "../config/env";
import type { Database } from "./client";
import { acquireEmbeddedLock } from "./embedded-lock";
import { type Listener, listenEmbedded, listenerSet, type Unlisten } from "./listen";
import { PrismaClient } from "./generated/client";
import { openPglite, type PgliteOpenOptions } from "./pglite-open";
import { preparedQueries } from "./pglite-prepared";
import { pgliteThreadAdapter } from "./pglite-thread-adapter";
import { type PgliteThread, startPgliteThread } from "./pglite-thread-client";
import { pglitePool, type SqlPool } from "./sql-runner";
import { registerThreadCount } from "../server/memory-report";

/**
 * The database thread's entry (lib/db/pglite-thread.ts bundled beside the server by
 * scripts/lib/bundle-server.mjs). server.ts names it; a process that does not (tests, `next dev`,
 * the CLI) runs PGlite on its own thread, through the same operations.
 */
export const DB_WORKER_ENV = "CODEBEAM_DB_WORKER";

export interface EmbeddedOptions {
  dataDir: string | null;
  loadDataDir?: Blob;
  migrate: boolean;
  /** The thread's entry; default DB_WORKER_ENV's, unless EMBEDDED_DB_THREAD is 0. */
  threadEntry?: string;
}

// PGlite runs one transaction at a time: let queued ones wait longer than Prisma's 2 s default.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

type Parts = Pick<Database, "prisma" | "sql"> & {
  listen(channel: string, listener: Listener): Promise<Unlisten>;
  close(): Promise<void>;
};

async function onThisThread(options: PgliteOpenOptions): Promise<Parts> {
  const pglite = await openPglite(options);
  return {
    prisma: new PrismaClient({ adapter: new PrismaPGlite(pglite), transactionOptions: TRANSACTION_OPTIONS }),
    sql: pglitePool(pglite, preparedQueries(pglite)),
    listen: (channel, listener) => listenEmbedded(pglite, channel, listener),
    close: () => pglite.close(),
  };
}

async function onItsThread(entry: string, options: PgliteOpenOptions): Promise<Parts> {
  if (options.dataDir && options.migrate) {
    // Making a cluster and migrating it leave hundreds of MB of garbage (initdb's WebAssembly
    // instance, the migrations' results) that a thread waiting for messages never collects: a
    // thread of their own does that work and ends, and the one that serves opens what it left.
    await (await startPgliteThread(entry, options)).close();
    options = { ...options, migrate: false };
  }
  const thread = await startPgliteThread(entry, options);
  let running = true;
  registerThreadCount("embedded database", () => (running ? 1 : 0));
  return {
    prisma: new PrismaClient({ adapter: pgliteThreadAdapter(thread), transactionOptions: TRANSACTION_OPTIONS }),
    sql: threadPool(thread),
    listen: (channel, listener) => listenOnThread(thread, channel, listener),
    close: async () => {
      running = false;
      await thread.close();
    },
  };
}

function threadPool(thread: PgliteThread): SqlPool {
  return {
    query: <Row>(text: string, params?: unknown[], name?: string) =>
      thread.call<Row[]>("sql.query", text, params, name),
    async transaction(work) {
      const id = await thread.call<number>("sql.begin");
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work({
          query: <Row>(text: string, params?: unknown[]) => thread.call<Row[]>("sql.txQuery", id, text, params),
        });
      } catch (error) {
        await thread.call("sql.end", id, false).catch(() => {});
        throw error;
      }
      await thread.call("sql.end", id, true);
      return result;
    },
    close: async () => {},
  };
}

/** LISTEN on the thread's PGlite: one process, one connection, nothing to lose. */
async function listenOnThread(thread: PgliteThread, channel: string, listener: Listener): Promise<Unlisten> {
  const id = thread.onNotify((payload) => listener.onNotify(payload));
  await thread.call("listen", id, channel);
  listener.onListening(true);
  return async () => {
    thread.forget(id);
    await thread.call("unlisten", id).catch(() => {});
  };
}

export async function openEmbedded(options: EmbeddedOptions): Promise<Database> {
  const config = getConfig();
  const { dataDir, migrate, loadDataDir } = options;
  const release = dataDir ? acquireEmbeddedLock(dataDir) : () => {};
  const entry = options.threadEntry ?? (config.EMBEDDED_DB_THREAD ? process.env[DB_WORKER_ENV] : undefined);
  const openOptions = { dataDir, loadDataDir, migrate, sharedBuffersMb: config.EMBEDDED_SHARED_BUFFERS_MB };
  try {
    const parts = entry ? await onItsThread(entry, openOptions) : await onThisThread(openOptions);
    const listeners = listenerSet(parts.listen);
    const close = async () => {
      await listeners.close();
      await parts.prisma.$disconnect();
      await parts.close();
      release();
    };
    const location = dataDir ? path.resolve(dataDir) : "memory";
    return { prisma: parts.prisma, kind: "embedded", location, sql: parts.sql, listen: listeners.listen, close };
  } catch (error) {
    release();
    throw error;
  }
}
