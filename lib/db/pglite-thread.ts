// The embedded database's own thread: PGlite (PostgreSQL in WebAssembly) runs here, so a scan batch,
// a statistics read or a migration runs beside the event loop instead of on it. The server's thread
// talks to it through lib/db/pglite-thread-client.ts; each message is one operation below.
import { parentPort, workerData } from "node:worker_threads";
import type { PGlite, Transaction as PgliteTransaction } from "@electric-sql/pglite";
import type { IsolationLevel, SqlDriverAdapter, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { type PgliteOpenOptions, openPglite } from "./pglite-open";
import { preparedQueries } from "./pglite-prepared";
import { answerMemoryReports, registerCache } from "../server/memory-report";
import { toWireError } from "./thread-error";

/** PgliteOpenOptions as they cross: a dump as bytes (a Blob is not cloned into a worker everywhere). */
export type ThreadOptions = Omit<PgliteOpenOptions, "loadDataDir"> & { loadDataDir?: ArrayBuffer };

export interface ThreadRequest {
  id: number;
  op: string;
  args: unknown[];
}

/** From the thread: an answer to a request, or a NOTIFY for a listener. */
export type ThreadMessage =
  | { id: number; value: unknown }
  | { id: number; error: ReturnType<typeof toWireError> }
  | { listener: number; payload: string };

type Ops = Record<string, (...args: never[]) => Promise<unknown>>;

/** A transaction held open across messages: PGlite's lock is taken until `end` is called. */
function heldTransaction<Tx>(begin: (body: (tx: Tx) => Promise<void>) => Promise<unknown>) {
  return new Promise<{ tx: Tx; end: (rollback?: () => Promise<void>) => Promise<void> }>((resolve, reject) => {
    let release!: () => void;
    const released = new Promise<void>((done) => {
      release = done;
    });
    const finished = begin(async (tx) => {
      resolve({
        tx,
        end: async (rollback) => {
          if (rollback) await rollback();
          release();
          await finished;
        },
      });
      await released;
    }).then(() => undefined);
    finished.catch(reject);
  });
}

function operations(pglite: PGlite, prisma: SqlDriverAdapter, post: (message: ThreadMessage) => void): Ops {
  const prepared = preparedQueries(pglite);
  const prismaTxs = new Map<number, Transaction>();
  const sqlTxs = new Map<number, Awaited<ReturnType<typeof heldTransaction<PgliteTransaction>>>>();
  const unlistens = new Map<number, () => Promise<void>>();
  let nextTx = 1;
  const prismaOn = (tx?: number) => (tx ? prismaTxs.get(tx) : prisma) ?? missing(tx);
  const sqlTx = (tx: number) => sqlTxs.get(tx) ?? missing(tx);

  return {
    "prisma.queryRaw": async (query: SqlQuery, tx?: number) => prismaOn(tx).queryRaw(query),
    "prisma.executeRaw": async (query: SqlQuery, tx?: number) => prismaOn(tx).executeRaw(query),
    "prisma.executeScript": async (script: string) => prisma.executeScript(script),
    "prisma.begin": async (isolationLevel?: IsolationLevel) => {
      const tx = await prisma.startTransaction(isolationLevel);
      const id = nextTx++;
      prismaTxs.set(id, tx);
      return { id, options: tx.options };
    },
    "prisma.commit": async (id: number) => {
      const tx = prismaTxs.get(id);
      prismaTxs.delete(id);
      await tx?.commit();
    },
    "prisma.rollback": async (id: number) => {
      const tx = prismaTxs.get(id);
      prismaTxs.delete(id);
      await tx?.rollback();
    },
    "sql.query": async (text: string, params?: unknown[], name?: string) =>
      name ? prepared(name, text, params) : (await pglite.query(text, params)).rows,
    "sql.begin": async () => {
      const held = await heldTransaction<PgliteTransaction>((body) => pglite.transaction(body));
      const id = nextTx++;
      sqlTxs.set(id, held);
      return id;
    },
    "sql.txQuery": async (id: number, text: string, params?: unknown[]) =>
      (await sqlTx(id).tx.query(text, params)).rows,
    "sql.end": async (id: number, commit: boolean) => {
      const held = sqlTx(id);
      sqlTxs.delete(id);
      await held.end(commit ? undefined : () => held.tx.rollback());
    },
    exec: async (text: string) => void (await pglite.exec(text)),
    listen: async (listener: number, channel: string) => {
      unlistens.set(listener, await pglite.listen(channel, (payload) => post({ listener, payload })));
    },
    unlisten: async (listener: number) => {
      const unlisten = unlistens.get(listener);
      unlistens.delete(listener);
      if (unlisten && !pglite.closed) await unlisten();
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

// PGlite's memory may grow to 32,768 pages of 64 KB.
const WASM_MAX_BYTES = 2 ** 31;

/** The WebAssembly memory PostgreSQL has grown to (resident or not). */
function wasmBytes(pglite: PGlite): number {
  // PGlite keeps its Emscripten module protected; its memory is only read here.
  const mod = (pglite as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod;
  return mod?.HEAPU8?.byteLength ?? 0;
}

function missing(tx: number | undefined): never {
  throw new Error(`Transaction ${tx} is not open`);
}

async function serve() {
  const port = parentPort;
  if (!port) throw new Error("lib/db/pglite-thread.ts runs as a worker thread");
  const { loadDataDir, ...options } = workerData as ThreadOptions;
  const post = (message: ThreadMessage) => port.postMessage(message);
  let ops: Ops;
  try {
    const pglite = await openPglite({ ...options, loadDataDir: loadDataDir && new Blob([loadDataDir]) });
    const prisma = await new PrismaPGlite(pglite).connect();
    ops = operations(pglite, prisma, post);
    // PostgreSQL's WebAssembly memory, as grown (it never shrinks; resident or not), in the memory report.
    registerCache("embedded database memory", () => ({
      entries: 1,
      bytes: wasmBytes(pglite),
      maxBytes: WASM_MAX_BYTES,
    }));
    answerMemoryReports("embedded database");
  } catch (error) {
    post({ id: 0, error: toWireError(error) });
    return;
  }
  port.on("message", ({ id, op, args }: ThreadRequest) => {
    const run = ops[op] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    (run ? run(...args) : Promise.reject(new Error(`Unknown database operation ${op}`))).then(
      (value) => post({ id, value }),
      (error) => post({ id, error: toWireError(error) }),
    );
  });
  post({ id: 0, value: "ready" });
}

void serve();
