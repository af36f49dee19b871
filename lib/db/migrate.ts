import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SqlRunner } from "./sql-runner";

// Same table Prisma Migrate keeps, so `prisma migrate status` on a machine with the engine agrees.
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;
// Serializes migrators across app instances sharing one PostgreSQL (the key Prisma uses).
const ADVISORY_LOCK_KEY = 72707369;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function defaultMigrationsDir(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");
}

export function readMigrations(dir = defaultMigrationsDir()): Migration[] {
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

export class MigrationError extends Error {}

/** Applies pending migrations in order, each in its own transaction; returns the names applied. */
export async function applyMigrations(runner: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  await runner.exec(CREATE_MIGRATIONS_TABLE);
  await runner.query(`SELECT pg_advisory_lock(${ADVISORY_LOCK_KEY})`);
  try {
    const rows = await runner.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((row) => [row.migration_name, row]));
    const done: string[] = [];
    for (const migration of migrations) {
      const previous = applied.get(migration.name);
      if (previous?.finished_at) {
        if (previous.checksum !== migration.checksum) {
          console.warn(`[migrate] ${migration.name} was edited after it was applied (checksum differs).`);
        }
        continue;
      }
      if (previous) {
        throw new MigrationError(
          `Migration ${migration.name} failed earlier and was never finished; fix the database by hand.`,
        );
      }
      await applyOne(runner, migration);
      done.push(migration.name);
    }
    return done;
  } finally {
    await runner.query(`SELECT pg_advisory_unlock(${ADVISORY_LOCK_KEY})`);
  }
}

async function applyOne(runner: SqlRunner, migration: Migration): Promise<void> {
  const id = randomUUID();
  await runner.exec("BEGIN");
  try {
    await runner.exec(migration.sql);
    await runner.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [id, migration.checksum, migration.name],
    );
    await runner.exec("COMMIT");
  } catch (error) {
    await runner.exec("ROLLBACK");
    throw new MigrationError(`Migration ${migration.name} failed: ${(error as Error).message}`);
  }
}
