import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "@/lib/db/migrate";
import { pgliteRunner } from "@/lib/db/sql-runner";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of an empty, migrated PGlite (tests/helpers/database.ts starts each file's database from it). */
    pgliteTemplate: string;
  }
}

// Creating a PGlite cluster (initdb, in WebAssembly) took ~3 s of CPU per test file; loading a dump
// of one made and migrated here once takes under 1 s.
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const pglite = new PGlite();
  await applyMigrations(pgliteRunner(pglite));
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-pglite-")), "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
