import type { PreparedQuery } from "./pglite-prepared";

/** The little raw-SQL surface the migration runner needs, over PGlite or a pg client. */
export interface SqlRunner {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** Raw SQL beside Prisma, for hot paths (short-link redirects, batched scan writes). */
export interface SqlPool {
  /**
   * `name` makes it a prepared statement on PostgreSQL (parsed and planned once per connection,
   * not on every call); only for a text that never changes under that name.
   */
  query<Row>(sql: string, params?: unknown[], name?: string): Promise<Row[]>;
  /** Runs `work` in one transaction on one connection; rolls back if it throws. */
  transaction<T>(work: (tx: Pick<SqlRunner, "query">) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface PgLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}
interface PgliteLike {
  exec(sql: string): Promise<unknown>;
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  transaction<T>(
    work: (tx: { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> }) => Promise<T>,
  ): Promise<T>;
}
interface PgPoolLike {
  query(
    sql: string | { name: string; text: string; values?: unknown[] },
    params?: unknown[],
  ): Promise<{ rows: unknown[] }>;
  connect(): Promise<PgLike & { release(): void }>;
  end(): Promise<void>;
}

export function pgliteRunner(db: PgliteLike): SqlRunner {
  return {
    exec: async (sql) => void (await db.exec(sql)),
    query: async <Row>(sql: string, params?: unknown[]) => (await db.query(sql, params)).rows as Row[],
  };
}

export function pgRunner(client: PgLike): SqlRunner {
  return {
    exec: async (sql) => void (await client.query(sql)),
    query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
  };
}

/**
 * PGlite's own transaction() takes its lock, so raw work never interleaves with Prisma's. Named
 * statements go through `prepared` (lib/db/pglite-prepared.ts) when given.
 */
export function pglitePool(db: PgliteLike, prepared?: PreparedQuery): SqlPool {
  return {
    query: async <Row>(sql: string, params?: unknown[], name?: string) =>
      name && prepared ? prepared<Row>(name, sql, params) : ((await db.query(sql, params)).rows as Row[]),
    transaction: (work) => db.transaction((tx) => work(pgRunner(tx))),
    close: async () => {},
  };
}

export function pgPool(pool: PgPoolLike): SqlPool {
  return {
    query: async <Row>(sql: string, params?: unknown[], name?: string) =>
      (await (name ? pool.query({ name, text: sql, values: params }) : pool.query(sql, params))).rows as Row[],
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work(pgRunner(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
