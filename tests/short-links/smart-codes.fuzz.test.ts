import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "@/lib/credits/grant-credits";
import { createCode, footprint, type Headers, makeOwner } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { expectFlat } from "../helpers/error-shapes";
import { hit, type ShortLinkServer, startShortLinkServer } from "./short-link-harness";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// Generated smart fields: a create answers 201 or a 400 naming a field (charging nothing), and a
// created code's short link answers a redirect or the 410 page for any visitor, never a 5xx.
const database = useTestDatabase();
let server: ShortLinkServer;
let headers: Headers;
let accountId: string;
beforeAll(async () => {
  server = await startShortLinkServer(database.current(), { trustProxy: true });
  const owner = await makeOwner();
  headers = owner.headers;
  accountId = owner.user.accountId;
  await grantCredits(accountId, 1_000_000, "fuzz");
});
afterAll(() => server.close());

const near = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: fc.anything() });
const clock = fc
  .tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const condition = fc.oneof(
  fc.record({
    kind: fc.constant("device"),
    in: fc.array(fc.constantFrom("mobile", "tablet", "desktop", "other", "fridge"), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constantFrom("os", "browser", "region", "city"),
    in: fc.array(fc.string({ maxLength: 70 }), { maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant("country"),
    in: fc.array(fc.constantFrom("US", "de", "XX", "U", "USA"), { maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant("language"),
    in: fc.array(fc.constantFrom("en", "pt-BR", "x", "en_US", "zh-Hant-TW"), { maxLength: 3 }),
  }),
  fc.record(
    {
      kind: fc.constant("time"),
      timeZone: fc.constantFrom("UTC", "Europe/Paris", "America/New_York", "Mars/Base", ""),
      days: fc.array(fc.constantFrom("mon", "fri", "sun", "someday"), { maxLength: 3 }),
      from: clock,
      to: clock,
    },
    { requiredKeys: ["kind", "timeZone"] },
  ),
  fc.record(
    { kind: fc.constant("query"), param: fc.string({ maxLength: 110 }), equals: fc.string({ maxLength: 20 }) },
    { requiredKeys: ["kind", "param"] },
  ),
  fc.record({ kind: fc.string({ maxLength: 8 }) }),
);
const url = fc.oneof(
  { weight: 4, arbitrary: fc.webUrl() },
  { weight: 1, arbitrary: fc.constantFrom("javascript:alert(1)", "ftp://x.example", "") },
);
const rule = fc.record(
  {
    conditions: fc.array(near(condition), { maxLength: 4 }),
    targetUrl: url,
    weightedTargets: fc.array(fc.record({ url, weight: fc.integer({ min: -1, max: 1001 }) }), { maxLength: 4 }),
  },
  { requiredKeys: [] },
);
const instant = fc.oneof(
  fc.integer({ min: -86_400_000, max: 86_400_000 }).map((offset) => new Date(Date.now() + offset).toISOString()),
  fc.constantFrom("2026-13-01T00:00:00Z", "soon", "2026-01-01"),
);
const smart = fc.record(
  {
    rules: near(fc.array(near(rule), { maxLength: 4 })),
    validFrom: near(instant),
    expiresAt: near(instant),
    fallbackUrl: near(url),
    maxScans: near(fc.integer({ min: -1, max: 5 })),
    utm: near(
      fc.record(
        {
          source: fc.string({ maxLength: 10 }),
          medium: fc.string({ maxLength: 10 }),
          campaign: fc.string({ maxLength: 10 }),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
);
const visitorHeaders = fc.record(
  {
    "user-agent": fc.constantFrom(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148",
      "curl/8",
      "",
      "Mozilla/5.0 (Windows NT 10.0) Chrome/124.0",
    ),
    "accept-language": fc.string({ maxLength: 40 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
    "cf-ipcountry": fc.constantFrom("US", "DE", "XX", "zz"),
  },
  { requiredKeys: [] },
);

describe("smart fields under generated input", () => {
  it("create: 201 with a short link that answers every visitor, or a 400 naming a field", async () => {
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        smart,
        fc.array(visitorHeaders, { minLength: 1, maxLength: 3 }),
        fc.webQueryParameters(),
        async (fields, visitors, query) => {
          const label = JSON.stringify(fields).slice(0, 300);
          const before = await footprint(accountId);
          const result = await createCode(headers, { content: "https://example.com/fuzz", ...fields });
          expect([201, 400], label).toContain(result.status);
          expectFlat(result as never, label);
          if (result.status === 400) {
            expect(await footprint(accountId), label).toEqual(before);
            return;
          }
          created++;
          const path = `${new URL(result.body.shortLink).pathname}?${query}`;
          for (const visitor of visitors) {
            const answer = await hit(server.origin, path, { headers: visitor });
            expect([302, 410], `${label} ${JSON.stringify(visitor)}`).toContain(answer.status);
          }
        },
      ),
      { numRuns: 60, examples: [[{ rules: [{ conditions: [], targetUrl: "https://example.com/x" }] }, [{}], "a=1"]] },
    );
    expect(created).toBeGreaterThan(0);
  });
});
