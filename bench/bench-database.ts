import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server benchmarks create their throwaway databases on. */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh database named `${prefix}_<random>` and a way to drop it; null (and a message) when PostgreSQL is not usable. */
export async function createBenchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: BENCH_PG_URL });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.error(`PostgreSQL at ${BENCH_PG_URL} not usable (${(error as Error).message}): PostgreSQL run skipped.`);
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: BENCH_PG_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}
