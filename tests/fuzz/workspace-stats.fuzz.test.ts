import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/stats/route";
import { useTestDatabase } from "../helpers/database";
import { expectFlat } from "../helpers/error-shapes";
import { makeKey, makeUser } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";

process.env.LIMIT_KEY_PER_MINUTE = "1000000";
useTestDatabase();

let key: string;
beforeAll(async () => {
  key = await makeKey(await makeUser({ label: "fuzz-workspace-stats" }), ["qrcode:generate"]);
});

const day = fc
  .date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const recent = fc
  .integer({ min: -500, max: 5 })
  .map((offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10));
const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 12 }), fc.constant(""));
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.option(fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: anyText }), { nil: undefined });
const query = fc.record(
  {
    startDate: field(fc.oneof(recent, day)),
    endDate: field(fc.oneof(recent, day)),
    tz: field(
      fc.constantFrom("UTC", "Europe/Berlin", "Asia/Kolkata", "America/St_Johns", "Pacific/Chatham", "utc", "+02:00"),
    ),
    tag: field(fc.constantFrom("menu", "Menu Card", "a".repeat(33), "-x")),
    country: field(fc.constantFrom("DE", "us", "Unknown", "DEU", "")),
    device: field(fc.constantFrom("mobile", "desktop", "tablet", "other", "MOBILE")),
    codeId: field(fc.constantFrom("cm3x7k9q20001qr8f3v1d2c4b", "nope")),
  },
  { requiredKeys: [] },
);

describe("GET /api/v1/stats fuzz", () => {
  it("answers any query with 200, or a 4xx that names what is wrong; never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(query, async (fields) => {
        const search = new URLSearchParams(
          Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
        const answer = await call(GET, `/api/v1/stats?${search}`, { headers: bearer(key) });
        expect(answer.status, search.toString()).toBeLessThan(500);
        if (answer.status !== 200) {
          expect([400, 404]).toContain(answer.status);
          expectFlat(answer, search.toString());
          if (answer.status === 400) expect(answer.body.details?.length, search.toString()).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
  });
});
