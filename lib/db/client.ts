import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { getConfig } from "../config/env";
import { openEmbedded } from "./embedded";
import { type Listener, listenerSet, listenPostgres, type Unlisten } from "./listen";
import { PrismaClient } from "./generated/client";
import { applyMigrations } from "./migrate";
import { pgPool, pgRunner, type SqlPool } from "./sql-runner";
import { processSlot } from "../runtime/process-singleton";

export type { PrismaClient };

export interface Database {
  prisma: PrismaClient;
  kind: "embedded" | "postgres";
  /** Where the data lives, for people: a directory or a redacted URL. */
  location: string;
  /** Raw SQL on the same database, for hot paths. */
  sql: SqlPool;
  /** LISTEN on a channel (lib/db/listen.ts); stopped by `close()` too. */
  listen(channel: string, listener: Listener): Promise<Unlisten>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Embedded data directory; `null` opens an in-memory PGlite (tests). */
  dataDir?: string | null;
  /** An in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of an empty cluster (tests). */
  loadDataDir?: Blob;
  migrate?: boolean;
  /** The embedded database thread's entry (lib/db/embedded.ts); default: the server's, when it names one. */
  threadEntry?: string;
}

/**
 * Limits of every connection the app opens for its work (requests, the scan writer, the webhook
 * dispatcher, the CLI; all short statements): a held lock or a stuck query fails the one request
 * after a few seconds (answered 503) instead of hanging it and tying up a pooled connection.
 * Migrations run on their own connection without limits.
 */
function poolOptions(url: string): pg.PoolConfig {
  const config = getConfig();
  return {
    connectionString: url,
    // Prisma and the raw-SQL hot paths share it: as many as their two pools of 10 had before.
    max: 20,
    statement_timeout: config.DB_STATEMENT_TIMEOUT_MS,
    lock_timeout: config.DB_LOCK_TIMEOUT_MS,
    // Waiting for a connection (server down, or every pooled one busy) ends too; pg's default is forever.
    connectionTimeoutMillis: config.DB_STATEMENT_TIMEOUT_MS,
  };
}

/** Opens the database the configuration names and applies pending migrations. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const url = "databaseUrl" in options ? options.databaseUrl : getConfig().DATABASE_URL;
  if (url) return openPostgres(url, options.migrate ?? true);
  const dataDir = options.dataDir === undefined ? getConfig().DATA_DIR : options.dataDir;
  return openEmbedded({ ...options, dataDir, migrate: options.migrate ?? true });
}

async function openPostgres(url: string, migrate: boolean): Promise<Database> {
  if (migrate) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await applyMigrations(pgRunner(client));
    } finally {
      await client.end();
    }
  }
  // One pool for Prisma and the raw-SQL hot paths: the adapter borrows it and leaves it open.
  const pool = new pg.Pool(poolOptions(url));
  // An idle client the server drops (restart, forced DROP DATABASE) errors on the pool; without a
  // listener that error would crash the process. The pool replaces the client on next use.
  pool.on("error", (error) => console.error("[db] idle connection lost:", error.message));
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  const sql = pgPool(pool);
  const listeners = listenerSet((channel, listener) => listenPostgres(url, channel, listener));
  const close = async () => {
    await listeners.close();
    await prisma.$disconnect();
    await sql.close();
  };
  return { prisma, kind: "postgres", location: redact(url), sql, listen: listeners.listen, close };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}

// One database per process, whichever bundle asks (process-singleton.ts); `next dev` re-evaluates
// this module on reload, and a second PGlite on the same directory would fail on the lock.
const opened = processSlot<Promise<Database>>("database");

/** The process's database, opened on first use (never at import, so `next build` stays away). */
export function getDatabase(): Promise<Database> {
  opened.current ??= openDatabase().catch((error) => {
    opened.current = undefined;
    throw error;
  });
  return opened.current;
}

export async function db(): Promise<PrismaClient> {
  return (await getDatabase()).prisma;
}

/** Tests install their own database (in-memory PGlite or a fresh PostgreSQL database). */
export function useDatabase(database: Database | undefined): void {
  opened.current = database ? Promise.resolve(database) : undefined;
}
