import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grantCredits } from "@/lib/credits/grant-credits";
import { db } from "@/lib/db/client";
import { makeOwner } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { importNow } from "./import-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

// Any CSV a person or a spreadsheet writes: quotes, separators and line breaks inside cells, a BOM,
// comma or semicolon. Every valid row becomes a code with exactly its cells; every invalid one is
// reported under its own number; nothing else is written.

const cellText = fc
  .string({
    unit: fc.constantFrom("a", "Z", "é", " ", ",", ";", '"', "\n", "\r\n", "\t", "'", "=", "💡", "|"),
    maxLength: 30,
  })
  .filter((text) => !/^'+[=+\-@\t\r]/.test(text)); // apostrophes before a formula: one is read as escaping it
const row = fc.record({
  valid: fc.boolean(),
  name: cellText,
  bad: fc.constantFrom("not a url", "ftp://example.com/x", "javascript:alert(1)", "http://"),
});

const quote = (cell: string, separator: string) =>
  new RegExp(`["\\r\\n${separator}]`).test(cell) || cell !== cell.trim() ? `"${cell.replaceAll('"', '""')}"` : cell;

describe("CSV import, generated files", () => {
  it("imports every valid row as it is and reports every invalid one by number", async () => {
    const { user, headers } = await makeOwner();
    await grantCredits(user.accountId, 100_000);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(",", ";"),
        fc.boolean(),
        async (rows, separator, bom) => {
          run += 1;
          const urlOf = (index: number) => `https://example.com/run-${run}/${index}`;
          const lines = [["url", "name"], ...rows.map((r, index) => [r.valid ? urlOf(index) : r.bad, r.name])];
          const csv = `${bom ? "\uFEFF" : ""}${lines.map((cells) => cells.map((cell) => quote(cell, separator)).join(separator)).join("\r\n")}\r\n`;
          const before = await (await db()).qrCode.count({ where: { accountId: user.accountId } });
          const done = await importNow(headers, { source: "csv", options: { csv } });
          const valid = rows.flatMap((r, index) => (r.valid ? [index] : []));
          expect(done).toMatchObject({
            status: "SUCCEEDED",
            total: rows.length,
            created: valid.length,
            failed: rows.length - valid.length,
          });
          expect(done.errors.map((error: { row: number; field: string }) => [error.row, error.field])).toEqual(
            rows.flatMap((r, index) => (r.valid ? [] : [[index + 1, "url"]])),
          );
          const codes = await (await db()).qrCode.findMany({
            where: { accountId: user.accountId, targetUrl: { startsWith: `https://example.com/run-${run}/` } },
            select: { targetUrl: true, name: true },
          });
          expect(codes.length).toBe(valid.length);
          expect(await (await db()).qrCode.count({ where: { accountId: user.accountId } })).toBe(before + valid.length);
          for (const index of valid) {
            const code = codes.find((c) => c.targetUrl === urlOf(index));
            expect(code?.name ?? null).toBe(rows[index].name.trim() || null);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
