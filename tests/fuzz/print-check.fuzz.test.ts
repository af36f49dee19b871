import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PrintCheckSchema } from "@/lib/print/print-schemas";
import { useTestDatabase } from "../helpers/database";
import { expectFlat } from "../helpers/error-shapes";
import { publicCheck } from "../print/print-calls";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

// Numbers near the bounds, in odd spellings, beside anything at all.
const number = fc.oneof(
  fc.double({ min: -10, max: 3000, noNaN: true }).map(String),
  fc.constantFrom("5", "2000", "0.05", "100", "72", "2400", "1e3", "-0", "NaN", "Infinity", "", " 30 ", "0x10", "30mm"),
  fc.string({ maxLength: 12 }),
);
const query = fc.record(
  {
    content: fc.oneof(fc.constant("https://example.com/fuzz"), fc.string({ maxLength: 80 })),
    widthMm: number,
    distanceM: number,
    dpi: number,
    margin: fc.oneof(fc.constantFrom("2", "4", "17"), fc.string({ maxLength: 4 })),
    foregroundColor: fc.constantFrom("#000000", "#fff", "#777777", "red"),
    styles: fc.constantFrom("{}", '{"frame":{"style":"box"}}', "[]", "null", "{", '{"logo":{"sizeRatio":0.5}}'),
  },
  { requiredKeys: [] },
);

describe("GET /api/v1/qrcode/print-check under fuzzed queries", () => {
  it("answers a check or a 400 naming a field, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(query, async (sent) => {
        const answer = await publicCheck(sent);
        const label = JSON.stringify({ sent, body: answer.body });
        expect([200, 400], label).toContain(answer.status);
        expectFlat(answer, label);
        if (answer.status === 200) expect(PrintCheckSchema.safeParse(answer.body).success, label).toBe(true);
        else expect(answer.body.details.length, label).toBeGreaterThan(0);
      }),
      { numRuns: 80 },
    );
  });
});
