import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { applyMigrations, readMigrations } from "@/lib/db/migrate";
import { pgliteRunner } from "@/lib/db/sql-runner";

// prisma/migrations/20261127090000_workspaces on a database that already holds accounts, users and codes.
describe("the migration to workspaces", () => {
  it("makes every account a workspace with a unique slug and its user its OWNER, leaving the data alone", async () => {
    const migrations = readMigrations();
    const at = migrations.findIndex((migration) => migration.name === "20261127090000_workspaces");
    expect(at).toBeGreaterThan(0);
    const pglite = new PGlite();
    try {
      const runner = pgliteRunner(pglite);
      await applyMigrations(runner, migrations.slice(0, at));
      await runner.exec(`
        INSERT INTO "Account" ("id", "name") VALUES ('a1', 'Café Ünïcode & Co'), ('a2', 'Café Ünïcode & Co'), ('a3', '!!!');
        INSERT INTO "User" ("id", "accountId", "name", "email", "passwordHash", "updatedAt") VALUES
          ('u1', 'a1', 'One', 'one@example.test', 'x', now()),
          ('u2', 'a2', 'Two', 'two@example.test', 'x', now()),
          ('u3', 'a3', 'Three', 'three@example.test', 'x', now());
        INSERT INTO "QrCode" ("id", "accountId", "content", "targetUrl", "templateUsed", "matchedKeywords", "styles", "updatedAt")
          VALUES ('c1', 'a1', 'x', 'https://example.com/', 'default', '{}', '{}', now());`);
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
    } finally {
      await pglite.close();
    }
  });
});
