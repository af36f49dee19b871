import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { applyMigrations, readMigrations } from "@/lib/db/migrate";
import { pgliteRunner, pgRunner, type SqlRunner } from "@/lib/db/sql-runner";

/**
 * An empty database to migrate by hand: in-memory PGlite, or a new database on TEST_DATABASE_URL's
 * server (the PostgreSQL pass of .ci/run), the way tests/helpers/database.ts chooses.
 */
async function emptyDatabase(): Promise<{ runner: SqlRunner; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pglite = new PGlite();
    return { runner: pgliteRunner(pglite), close: () => pglite.close() };
  }
  const name = `codebeam_migration_${randomBytes(6).toString("hex")}`;
  const onServer = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    runner: pgRunner(client),
    close: async () => {
      await client.end();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

// prisma/migrations/20261127090000_workspaces on a database that already holds accounts, users and codes.
describe(`the migration to workspaces (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("makes every account a workspace with a unique slug and its user its OWNER, leaving the data alone", async () => {
    const migrations = readMigrations();
    const at = migrations.findIndex((migration) => migration.name === "20261127090000_workspaces");
    expect(at).toBeGreaterThan(0);
    const { runner, close } = await emptyDatabase();
    try {
      await applyMigrations(runner, migrations.slice(0, at));
      await runner.exec(`
        INSERT INTO "Account" ("id", "name") VALUES ('a1', 'Café Ünïcode & Co'), ('a2', 'Café Ünïcode & Co'), ('a3', '!!!');
        INSERT INTO "User" ("id", "accountId", "name", "email", "passwordHash", "updatedAt") VALUES
          ('u1', 'a1', 'One', 'one@example.test', 'x', now()),
          ('u2', 'a2', 'Two', 'two@example.test', 'x', now()),
          ('u3', 'a3', 'Three', 'three@example.test', 'x', now());
        INSERT INTO "QrCode" ("id", "accountId", "content", "targetUrl", "templateUsed", "matchedKeywords", "styles", "updatedAt")
          VALUES ('c1', 'a1', 'x', 'https://example.com/', 'default', '{}', '{}', now()),
                 ('c2', 'a2', 'y', 'https://example.com/two', 'default', '{}', '{}', now());
        INSERT INTO "ApiKey" ("id", "accountId", "createdById", "name", "keyHash", "lastFour", "permissions")
          VALUES ('k1', 'a1', 'u1', 'CI', 'hash-1', 'abcd', '{qrcode:create}');
        INSERT INTO "Webhook" ("id", "accountId", "url", "events", "secretCipher", "updatedAt")
          VALUES ('w1', 'a2', 'https://93.184.215.14/hook', '{scan.created}', 'sealed', now());
        INSERT INTO "ScanEvent" ("id", "qrCodeId", "eventType", "device", "os", "browser", "country", "region", "city", "visitorId")
          VALUES ('s1', 'c1', 'click', 'desktop', 'Linux', 'Firefox', 'FR', '', '', 'v1');`);
      await applyMigrations(runner, migrations);

      const members = await runner.query<{ accountId: string; userId: string; role: string }>(
        `SELECT "accountId", "userId", "role"::text AS role FROM "Membership" ORDER BY "userId"`,
      );
      expect(members).toEqual([
        { accountId: "a1", userId: "u1", role: "OWNER" },
        { accountId: "a2", userId: "u2", role: "OWNER" },
        { accountId: "a3", userId: "u3", role: "OWNER" },
      ]);
      const slugs = await runner.query<{ id: string; slug: string }>(
        `SELECT "id", "slug" FROM "Account" ORDER BY "id"`,
      );
      expect(slugs.map((row) => row.slug)).toEqual([
        expect.stringMatching(/^caf-n-code-co-[0-9a-f]{8}$/),
        expect.stringMatching(/^caf-n-code-co-[0-9a-f]{8}$/),
        expect.stringMatching(/^workspace-[0-9a-f]{8}$/),
      ]);
      expect(new Set(slugs.map((row) => row.slug)).size).toBe(3);
      // The code is still its account's, now reachable through the owner's membership.
      const reachable = await runner.query<{ id: string }>(
        `SELECT c."id" FROM "QrCode" c JOIN "Membership" m ON m."accountId" = c."accountId" WHERE m."userId" = 'u1'`,
      );
      expect(reachable).toEqual([{ id: "c1" }]);
      // Every row is still reachable by its old owner: OWNER membership of the same accountId.
      const owned = await runner.query<{ row: string }>(`
        SELECT 'code ' || c."id" AS row FROM "QrCode" c JOIN "Membership" m USING ("accountId") WHERE m."role" = 'OWNER' AND m."userId" = CASE c."accountId" WHEN 'a1' THEN 'u1' WHEN 'a2' THEN 'u2' END
        UNION ALL SELECT 'key ' || k."id" FROM "ApiKey" k JOIN "Membership" m USING ("accountId") WHERE m."role" = 'OWNER' AND m."userId" = 'u1'
        UNION ALL SELECT 'webhook ' || w."id" FROM "Webhook" w JOIN "Membership" m USING ("accountId") WHERE m."role" = 'OWNER' AND m."userId" = 'u2'
        UNION ALL SELECT 'scan ' || s."id" FROM "ScanEvent" s JOIN "QrCode" c ON c."id" = s."qrCodeId" JOIN "Membership" m USING ("accountId") WHERE m."role" = 'OWNER' AND m."userId" = 'u1'
        ORDER BY 1`);
      expect(owned.map((r) => r.row)).toEqual(["code c1", "code c2", "key k1", "scan s1", "webhook w1"]);
      const key = await runner.query<{ createdById: string | null }>(`SELECT "createdById" FROM "ApiKey"`);
      expect(key).toEqual([{ createdById: "u1" }]);
    } finally {
      await close();
    }
  });
});
