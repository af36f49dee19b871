import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type Database, openDatabase, useDatabase } from "@/lib/db/client";
import { useRateLimitStore } from "@/lib/ratelimit/store";

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "embedded";

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server.
 * `threadEntry` runs the embedded one on its own thread, as the server does (lib/db/embedded.ts).
 */
export async function openTestDatabase({ threadEntry }: { threadEntry?: string } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // tests/helpers/global-setup.ts's migrated dump; migrations still run (none pending, one query).
    const template = inject("pgliteTemplate");
    const loadDataDir = template ? new Blob([fs.readFileSync(template)]) : undefined;
    return openDatabase({ databaseUrl: undefined, dataDir: null, loadDataDir, threadEntry });
  }
  const name = `codebeam_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

// Creating and migrating a database is the one per-file step whose time grows with the machine's
// load (an embedded one runs its migrations on this process's CPU); it is not under test, so its
// hooks get more than the default 60 s.
const DATABASE_HOOK_TIMEOUT_MS = 180_000;

/** Installs a fresh database (and the database rate-limit store) for the test file. */
export function useTestDatabase(): { current: () => Database } {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    useDatabase(database);
    useRateLimitStore(undefined);
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    useDatabase(undefined);
    await database?.close();
  }, DATABASE_HOOK_TIMEOUT_MS);
  return {
    current: () => {
      if (!database) throw new Error("test database not open yet");
      return database;
    },
  };
}
