import { PGlite } from "@electric-sql/pglite";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/lib/db/is-database-unavailable";
import { type PreparedQuery, preparedQueries } from "@/lib/db/pglite-prepared";
import { pglitePool } from "@/lib/db/sql-runner";

// Named statements on the embedded database (lib/db/pglite-prepared.ts) must answer exactly what
// PGlite's own query() answers, survive errors and DEALLOCATE, and keep out of open transactions.

let pglite: PGlite;
let prepared: PreparedQuery;

beforeAll(async () => {
  pglite = await PGlite.create();
  prepared = preparedQueries(pglite);
  await pglite.exec(`CREATE TABLE item (id int PRIMARY KEY, label text)`);
});
afterAll(async () => {
  await pglite.close();
});

const statementCount = async (name: string) =>
  (await pglite.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = $1`, [name]))
    .rows[0].n;

const ROWS = `SELECT $1::int AS n, $2::text AS t, $3::timestamp(3) AS at, $4::text[] AS texts, $5::int[] AS ints, $6::bool[] AS flags,
  $7::jsonb AS doc, $8::timestamp(3)[] AS days, NULL::text AS nothing, 2.5::float8 AS f`;
const ROW_PARAMS = [
  7,
  'quote " back\\slash, {brace}',
  new Date("2026-03-01T23:59:59.999Z"),
  ["a", "", null, 'with "quotes"', "back\\slash", "comma,space here", "{}", "NULL", "ünïcödé 🙂"],
  [1, -2, null],
  [true, false, null],
  { a: [1, "two"], b: null },
  ["2026-01-01T00:00:00.000Z", new Date("2026-02-03T04:05:06.789Z")],
];

describe("PGlite prepared statements", () => {
  it("answer the same rows, types and nulls as query(), and are parsed once", async () => {
    const expected = (await pglite.query(ROWS, ROW_PARAMS)).rows;
    expect(await prepared("test_rows", ROWS, ROW_PARAMS)).toEqual(expected);
    expect(await prepared("test_rows", ROWS, ROW_PARAMS)).toEqual(expected);
    expect(await statementCount("test_rows")).toBe(1);
    expect(expected[0]).toMatchObject({
      n: 7,
      texts: ROW_PARAMS[3],
      ints: [1, -2, null],
      flags: [true, false, null],
      nothing: null,
      f: 2.5,
    });
  });

  it("parse once when several first calls arrive together", async () => {
    const calls = [1, 2, 3, 4, 5].map((n) => prepared<{ n: number }>("test_together", `SELECT $1::int * 2 AS n`, [n]));
    expect(await Promise.all(calls)).toEqual([[{ n: 2 }], [{ n: 4 }], [{ n: 6 }], [{ n: 8 }], [{ n: 10 }]]);
    expect(await statementCount("test_together")).toBe(1);
  });

  it("carry any text array through unchanged (property)", async () => {
    // PostgreSQL text cannot hold U+0000; everything else must survive the array literal.
    const text = fc.string({ unit: "binary", maxLength: 12 }).filter((value) => !value.includes("\u0000"));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(text, { nil: null }), { maxLength: 8 }), async (values) => {
        const [row] = await prepared<{ a: (string | null)[] }>("test_array", `SELECT $1::text[] AS a`, [values]);
        expect(row.a).toEqual(values);
      }),
      { numRuns: 200 },
    );
  });

  it("write through the pool when named, and the unnamed path still works", async () => {
    const pool = pglitePool(pglite, prepared);
    await pool.query(
      `INSERT INTO item (id, label) SELECT * FROM unnest($1::int[], $2::text[])`,
      [
        [1, 2],
        ["one", "two"],
      ],
      "test_insert",
    );
    expect(await statementCount("test_insert")).toBe(1);
    expect(await pool.query(`SELECT id, label FROM item ORDER BY id`)).toEqual([
      { id: 1, label: "one" },
      { id: 2, label: "two" },
    ]);
  });

  it("throw the database's error, leave the session usable, and prepare again after DEALLOCATE ALL", async () => {
    const divide = `SELECT 10 / $1::int AS q`;
    await expect(prepared("test_divide", divide, [0])).rejects.toMatchObject({ code: "22012" });
    expect(pglite.isInTransaction()).toBe(false);
    expect(await prepared("test_divide", divide, [5])).toEqual([{ q: 2 }]);
    await pglite.exec("DEALLOCATE ALL");
    expect(await prepared("test_divide", divide, [2])).toEqual([{ q: 5 }]);
    expect(await statementCount("test_divide")).toBe(1);
    await expect(prepared("test_broken", "SELEC 1", [])).rejects.toMatchObject({ code: "42601" });
    await expect(prepared("test_divide", "SELECT 1", [])).rejects.toThrow(/different text/);
  });

  it("wait for another caller's open transaction instead of running inside it", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted: () => void = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = pglite.transaction(async (tx) => {
      await tx.query(`INSERT INTO item (id, label) VALUES (3, 'three')`);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertDone;
    let answered = false;
    const count = prepared<{ n: number }>("test_count", `SELECT count(*)::int AS n FROM item WHERE id = $1`, [3]).then(
      (rows) => {
        answered = true;
        return rows;
      },
    );
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    release();
    await transaction.catch(() => {});
    // Run after the rollback: inside the transaction it would have counted the uncommitted row.
    expect(await count).toEqual([{ n: 0 }]);
  });

  it("refuse on a closed database as an outage (503), not a bug", async () => {
    const closed = await PGlite.create();
    const run = preparedQueries(closed);
    expect(await run("test_one", "SELECT 1 AS one", [])).toEqual([{ one: 1 }]);
    await closed.close();
    const error = await run("test_one", "SELECT 1 AS one", []).catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
