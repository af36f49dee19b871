import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { bundleDbWorker } from "@/scripts/lib/bundle-server.mjs";
import { openTestDatabase, testDatabaseKind } from "../helpers/database";
import { runDatabaseCases } from "./database.case";

// One contract (tests/db/database.case.ts), every implementation: the embedded database on the
// test's own thread (as tests and the CLI run it) and on its own thread (as the server runs it,
// from the entry the build bundles), or PostgreSQL in the PostgreSQL pass.

// Bundled where its packages resolve (under node_modules), one copy per test process.
const threadEntry = path.resolve(`node_modules/.cache/codebeam/db-thread-${process.pid}.mjs`);

if (testDatabaseKind === "postgres") {
  runDatabaseCases("PostgreSQL", () => openTestDatabase());
} else {
  beforeAll(() => {
    fs.mkdirSync(path.dirname(threadEntry), { recursive: true });
    bundleDbWorker(threadEntry);
  });
  afterAll(() => {
    fs.rmSync(threadEntry, { force: true });
    fs.rmSync(`${threadEntry}.map`, { force: true });
  });
  runDatabaseCases("PGlite on this thread", () => openTestDatabase());
  runDatabaseCases("PGlite on its own thread", () => openTestDatabase({ threadEntry }));

  describe("PGlite on its own thread", () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase({ threadEntry });
    }, 180_000);
    afterAll(() => database?.close());

    it("leaves the event loop free while a statement runs", async () => {
      let turns = 0;
      const ticker = setInterval(() => turns++, 1);
      try {
        // About a second of work for PostgreSQL: on the caller's thread no timer could fire meanwhile.
        await database.sql.query("SELECT sum(i::int8 * i) FROM generate_series(1, 3000000) AS i");
      } finally {
        clearInterval(ticker);
      }
      expect(turns).toBeGreaterThan(20);
    });
  });
}
