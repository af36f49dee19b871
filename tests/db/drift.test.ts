import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { applyMigrations, readMigrations } from "@/lib/db/migrate";
import { pgliteRunner } from "@/lib/db/sql-runner";
import { openTestDatabase } from "../helpers/database";
import { databaseSchemaFacts, PARTIAL_INDEXES } from "./database-schema";
import { prismaSchemaFacts } from "./prisma-schema";
import { canonicalDefault, compareFacts, type SchemaFacts } from "./schema-facts";

// Migrations (README "Migrations"): all migrations applied to an empty database must match schema.prisma.
const schemaText = fs.readFileSync(path.resolve("prisma/schema.prisma"), "utf8");

let database: Database;
let migrated: SchemaFacts;

beforeAll(async () => {
  database = await openTestDatabase();
  migrated = await databaseSchemaFacts((sql) => database.prisma.$queryRawUnsafe(sql));
});
afterAll(async () => {
  await database?.close();
});

const report = (problems: string[]) => `Migrations and prisma/schema.prisma disagree:\n  ${problems.join("\n  ")}`;

describe("migrations versus prisma/schema.prisma", () => {
  it("match in every table, column, type, nullability, default, enum, key, index and foreign key", () => {
    const problems = compareFacts(prismaSchemaFacts(schemaText), migrated);
    expect(problems, report(problems)).toEqual([]);
  });

  it("make exactly the partial indexes schema.prisma's comments name (it cannot state a WHERE)", async () => {
    const rows = await database.prisma.$queryRawUnsafe<{ definition: string }[]>(PARTIAL_INDEXES);
    expect(rows.map((row) => row.definition.replace(/ ON (public|\w+)\./, " ON "))).toEqual([
      `CREATE INDEX "ScanDailyCount_events_idx" ON "ScanDailyCount" USING btree ("qrCodeId", day, dimension) INCLUDE (count) WHERE (dimension = ANY (ARRAY['total'::text, 'impression'::text]))`,
    ]);
    expect(schemaText).toContain("ScanDailyCount_events_idx");
  });

  it("reads what it compares (a reader that sees nothing would always pass)", () => {
    expect(migrated.get('column "User"."role"')).toBe("Role NOT NULL DEFAULT USER");
    expect(migrated.get('column "User"."createdAt"')).toBe("timestamp(3) without time zone NOT NULL DEFAULT now()");
    expect(migrated.get('column "ApiKey"."permissions"')).toBe("text[] NULL DEFAULT none");
    expect(migrated.get('index "User_email_key"')).toBe('UNIQUE on "User" (email) using btree');
    expect(migrated.get('index "StaticQuotaUsage_pkey"')).toBe(
      'PRIMARY KEY on "StaticQuotaUsage" (accountId, period) using btree',
    );
    expect(migrated.get('foreign key "ApiKey" (createdById)')).toBe(
      '→ "User" (id) ON DELETE SET NULL ON UPDATE CASCADE',
    );
    expect(migrated.get('enum "Role"')).toBe("ADMIN, USER");
    expect([...migrated.keys()].some((key) => key.includes("_prisma_migrations"))).toBe(false);
  });

  it("reads schema.prisma with Prisma's own parser, which refuses what Prisma refuses", () => {
    expect(() => prismaSchemaFacts(schemaText.replace(/(role\s+)Role/, "$1Rolle"))).toThrow(
      /does not validate: .*Type "Rolle" is neither a built-in type/,
    );
  });

  it("reports a schema.prisma change that no migration made, in both directions", () => {
    const edited = schemaText
      .replace(/(role\s+Role\s+)@default\(USER\)/, "$1@default(ADMIN)")
      .replace(/(\n\s+passwordHash\s+String)/, "\n  nickname String?$1")
      .replace(/\n\s+@@index\(\[createdAt\]\)/, "")
      .replace(/(lastFour\s+)String/, "$1String @db.VarChar(4)");
    expect(compareFacts(prismaSchemaFacts(edited), migrated)).toEqual([
      'column "ApiKey"."lastFour": prisma/schema.prisma says character varying(4) NOT NULL DEFAULT none; the migrated database has text NOT NULL DEFAULT none',
      'column "User"."nickname": in prisma/schema.prisma (text NULL DEFAULT none), missing from the migrated database',
      'column "User"."role": prisma/schema.prisma says Role NOT NULL DEFAULT ADMIN; the migrated database has Role NOT NULL DEFAULT USER',
      'index "User_createdAt_idx": in the migrated database (INDEX on "User" (createdAt) using btree), not in prisma/schema.prisma',
    ]);
  });

  it("reports a migration that schema.prisma does not describe", async () => {
    const migrations = readMigrations();
    const target = migrations.findIndex((migration) => migration.sql.includes('"reference" TEXT,'));
    const altered = {
      ...migrations[target],
      sql: migrations[target].sql.replace('"reference" TEXT,', "\"reference\" TEXT NOT NULL DEFAULT 'none',"),
    };
    const extra = {
      name: "99999999999999_drift_probe",
      checksum: "x",
      sql: 'CREATE TABLE "Probe" ("id" INTEGER NOT NULL); CREATE INDEX "Probe_id_idx" ON "Probe" ("id" DESC); ALTER TYPE "Role" ADD VALUE \'OWNER\';',
    };
    const pglite = new PGlite();
    try {
      await applyMigrations(pgliteRunner(pglite), [
        ...migrations.slice(0, target),
        altered,
        ...migrations.slice(target + 1),
        extra,
      ]);
      const facts = await databaseSchemaFacts(async (sql) => (await pglite.query(sql)).rows as never[]);
      expect(compareFacts(prismaSchemaFacts(schemaText), facts)).toEqual([
        'column "CreditLedgerEntry"."reference": prisma/schema.prisma says text NULL DEFAULT none; the migrated database has text NOT NULL DEFAULT none',
        'column "Probe"."id": in the migrated database (integer NOT NULL DEFAULT none), not in prisma/schema.prisma',
        'enum "Role": prisma/schema.prisma says ADMIN, USER; the migrated database has ADMIN, OWNER, USER',
        'index "Probe_id_idx": in the migrated database (INDEX on "Probe" (id DESC) using btree), not in prisma/schema.prisma',
        'table "Probe": in the migrated database (present), not in prisma/schema.prisma',
      ]);
    } finally {
      await pglite.close();
    }
  });

  it("spells defaults the same way on both sides", () => {
    expect(canonicalDefault("CURRENT_TIMESTAMP")).toBe("now()");
    expect(canonicalDefault(`'USER'::"Role"`)).toBe("USER");
    expect(canonicalDefault("'-1'::integer")).toBe("-1");
    expect(canonicalDefault("'it''s'::character varying")).toBe("it's");
    expect(canonicalDefault("'{}'::jsonb")).toBe("{}");
    expect(canonicalDefault("ARRAY['a'::text, 'b'::text]")).toBe("[a,b]");
    expect(canonicalDefault("'{}'::text[]")).toBe("[]");
    expect(canonicalDefault(`nextval('"Thing_id_seq"'::regclass)`)).toBe("autoincrement()");
    expect(canonicalDefault(null)).toBe("none");
  });
});
