import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  SqlResultSet,
  Transaction,
  TransactionOptions,
} from "@prisma/driver-adapter-utils";
import type { PgliteThread } from "./pglite-thread-client";

// Prisma's side of the embedded database's thread: each call is carried out there by
// pglite-prisma-adapter on the thread's PGlite (lib/db/pglite-thread.ts), and its answer (rows, or
// the adapter's error with its mapped cause) comes back as data.
const ADAPTER_NAME = "pglite-thread";

function queryable(thread: PgliteThread, tx?: number) {
  return {
    provider: "postgres" as const,
    adapterName: ADAPTER_NAME,
    queryRaw: (query: SqlQuery) => thread.call<SqlResultSet>("prisma.queryRaw", query, tx),
    executeRaw: (query: SqlQuery) => thread.call<number>("prisma.executeRaw", query, tx),
  };
}

function adapter(thread: PgliteThread): SqlDriverAdapter {
  return {
    ...queryable(thread),
    executeScript: (script: string) => thread.call<void>("prisma.executeScript", script),
    async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
      const { id, options } = await thread.call<{ id: number; options: TransactionOptions }>(
        "prisma.begin",
        isolationLevel,
      );
      return {
        ...queryable(thread, id),
        options,
        commit: () => thread.call<void>("prisma.commit", id),
        rollback: () => thread.call<void>("prisma.rollback", id),
      };
    },
    getConnectionInfo: () => ({ supportsRelationJoins: true }),
    dispose: async () => {},
  };
}

export function pgliteThreadAdapter(thread: PgliteThread): SqlDriverAdapterFactory {
  return { provider: "postgres", adapterName: ADAPTER_NAME, connect: async () => adapter(thread) };
}
