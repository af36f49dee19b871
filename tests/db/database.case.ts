import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/is-database-unavailable";
import { isUniqueViolationOn } from "@/lib/db/is-prisma-error";

// What every database the app opens must do alike, whichever implementation is behind it: PGlite
// on the caller's thread, PGlite on its own thread, PostgreSQL. Run by tests/db/database.test.ts
// once per implementation.

export function runDatabaseCases(label: string, open: () => Promise<Database>) {
  describe(`database contract: ${label}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await open();
      await database.sql.query(`CREATE TABLE contract_item (id int PRIMARY KEY, label text, at timestamptz)`);
    }, 180_000);
    afterAll(async () => {
      await database?.close();
    });

    it("answers Prisma's reads and writes, and a unique violation as P2002 naming the field", async () => {
      const account = await database.prisma.account.create({ data: { name: "Contract", slug: "contract-1" } });
      const found = await database.prisma.account.findUnique({ where: { id: account.id }, select: { slug: true } });
      expect(found).toEqual({ slug: "contract-1" });
      const duplicate = await database.prisma.account
        .create({ data: { name: "Again", slug: "contract-1" } })
        .catch((error: unknown) => error);
      expect(isUniqueViolationOn(duplicate, "slug")).toBe(true);
    });

    it("commits a Prisma transaction, and rolls one back that throws", async () => {
      await database.prisma.$transaction(async (tx) => {
        await tx.account.create({ data: { name: "Kept", slug: "contract-kept" } });
      });
      const failed = await database.prisma
        .$transaction(async (tx) => {
          await tx.account.create({ data: { name: "Gone", slug: "contract-gone" } });
          throw new Error("changed my mind");
        })
        .catch((error: Error) => error.message);
      expect(failed).toBe("changed my mind");
      const slugs = await database.prisma.account.findMany({
        where: { slug: { startsWith: "contract-" } },
        select: { slug: true },
        orderBy: { slug: "asc" },
      });
      expect(slugs.map((row) => row.slug)).toEqual(["contract-1", "contract-kept"]);
    });

    it("runs raw SQL with parameters, named or not, and keeps a failure's SQLSTATE", async () => {
      const at = new Date("2026-05-06T07:08:09.010Z");
      await database.sql.query(`INSERT INTO contract_item VALUES ($1, $2, $3)`, [1, "first", at]);
      for (const name of [undefined, "contract_read"]) {
        const rows = await database.sql.query<{ label: string; at: Date }>(
          `SELECT label, at FROM contract_item WHERE id = $1`,
          [1],
          name,
        );
        expect(rows).toEqual([{ label: "first", at }]);
      }
      const missing = await database.sql.query("SELECT * FROM no_such_table").catch((error: unknown) => error);
      expect((missing as { code?: string }).code).toBe("42P01");
      expect(isDatabaseUnavailable(missing)).toBe(false);
    });

    it("commits a raw transaction, and rolls one back that throws", async () => {
      await database.sql.transaction(async (tx) => {
        await tx.query(`INSERT INTO contract_item VALUES (2, 'second', now())`);
      });
      const failed = await database.sql
        .transaction(async (tx) => {
          await tx.query(`INSERT INTO contract_item VALUES (3, 'third', now())`);
          throw new Error("undo");
        })
        .catch((error: Error) => error.message);
      expect(failed).toBe("undo");
      const rows = await database.sql.query<{ id: number }>(`SELECT id FROM contract_item ORDER BY id`);
      expect(rows.map((row) => row.id)).toEqual([1, 2]);
    });

    it("delivers NOTIFY to a listener, and nothing after it stops listening", async () => {
      const payloads: string[] = [];
      let heard!: () => void;
      const first = new Promise<void>((resolve) => {
        heard = resolve;
      });
      const unlisten = await database.listen("contract_channel", {
        onNotify: (payload) => {
          payloads.push(payload);
          heard();
        },
        onListening: () => {},
      });
      await database.sql.query(`SELECT pg_notify('contract_channel', 'hello')`);
      await first;
      await unlisten();
      await database.sql.query(`SELECT pg_notify('contract_channel', 'after')`);
      // Long enough for the second NOTIFY to arrive, were anyone still listening.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(payloads).toEqual(["hello"]);
    });

    it("tells its listeners when it closes, not those that stopped before", async () => {
      const other = await open();
      const closed: string[] = [];
      await other.listen("contract_a", { onNotify: () => {}, onListening: () => {}, onClosed: () => closed.push("a") });
      const unlisten = await other.listen("contract_b", {
        onNotify: () => {},
        onListening: () => {},
        onClosed: () => closed.push("b"),
      });
      await unlisten(); // stopped before the close: not told
      await other.close();
      expect(closed).toEqual(["a"]);
    }, 180_000);

    it("fails every query after close as an outage (answered 503), not a bug", async () => {
      const other = await open();
      await other.close();
      const error = await other.sql.query("SELECT 1").catch((caught: unknown) => caught);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }, 180_000);
  });
}
