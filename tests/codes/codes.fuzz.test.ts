import fc from "fast-check";
import { anyValue } from "../helpers/fuzz-values";
import { beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "@/lib/credits/grant-credits";
import { useTestDatabase } from "../helpers/database";
import { expectFlat } from "../helpers/error-shapes";
import {
  batchCreate,
  cloneCode,
  codeImage,
  createCode,
  deleteCode,
  footprint,
  getCode,
  type Headers,
  listCodes,
  makeOwner,
  updateCode,
} from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// Credits and quota never run out here, so every answer is a success or a 400.
process.env.STATIC_QUOTA_PER_MONTH = "1000000";
useTestDatabase();

const RUNS = { numRuns: 100 };
let headers: Headers;
let accountId: string;
const codeIds: string[] = [];

beforeAll(async () => {
  const owner = await makeOwner();
  headers = owner.headers;
  accountId = owner.user.accountId;
  await grantCredits(accountId, 1_000_000, "fuzz");
  for (const body of [
    { content: "https://example.com/a" },
    { content: "text", mode: "STATIC" },
    { content: "https://example.com/b" },
  ]) {
    codeIds.push((await createCode(headers, body)).body.id);
  }
});

// Values near the valid ones (so some requests succeed) mixed with anything at all.
const anything = anyValue();
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.option(fc.oneof({ weight: 8, arbitrary: valid }, { weight: 1, arbitrary: anything }), { nil: undefined, freq: 2 });
const url = fc.oneof(
  { weight: 4, arbitrary: fc.webUrl() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "javascript:alert(1)",
      "data:,x",
      "ftp://x.example",
      "https://",
      "//x.example",
      "https://a.example/\n",
    ),
  },
);
const createBody = fc.record(
  {
    content: fc.oneof(
      { weight: 6, arbitrary: url },
      { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 200 }) },
      { weight: 1, arbitrary: anything },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
    mode: field(fc.constantFrom("DYNAMIC", "STATIC", "AI", "dynamic")),
    name: field(fc.string({ maxLength: 220 })),
    templateId: field(fc.constantFrom("default", "no-such-template", "")),
    keywords: field(
      fc.array(fc.oneof(fc.stringMatching(/^[a-z]{1,10}$/), fc.string({ maxLength: 12 })), { maxLength: 4 }),
    ),
    size: field(
      fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 64, max: 2000 }) },
        { weight: 1, arbitrary: fc.integer({ min: -5, max: 2500 }) },
      ),
    ),
    errorCorrectionLevel: field(fc.constantFrom("L", "M", "Q", "H", "X")),
    styles: field(
      fc.record(
        {
          dotShape: field(fc.constantFrom("dots", "star")),
          foregroundColor: field(fc.constantFrom("#000", "#eee", "red")),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: ["content"] },
);

/** A 400 leaves no trace: no code, charge, quota or event. */
async function expectTraceless<R extends { status: number }>(
  status: number,
  run: () => Promise<R>,
  label: string,
): Promise<R> {
  const before = await footprint(accountId);
  const result = await run();
  if (result.status === status) expect(await footprint(accountId), label).toEqual(before);
  return result;
}

describe("saved-code endpoints under generated input", () => {
  it("POST /api/v1/qrcodes: 201 or a flat 400 that charges nothing", async () => {
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 4, arbitrary: createBody }, { weight: 1, arbitrary: fc.anything() }),
        async (input) => {
          const label = JSON.stringify(input)?.slice(0, 200) ?? "undefined";
          const result = await expectTraceless(400, () => createCode(headers, JSON.stringify(input) ?? "null"), label);
          expect([201, 400], label).toContain(result.status);
          expectFlat(result as never, label);
          if (result.status === 201) created++;
        },
      ),
      // A known-valid body runs first on every seed, so "some succeed" is never left to chance.
      { ...RUNS, examples: [[{ content: "https://example.com/fuzz" }]] },
    );
    expect(created, "some generated bodies are valid").toBeGreaterThan(0);
  });

  it("POST /api/v1/qrcodes/batch: 200 with one result per item, or a flat 400 that charges nothing", async () => {
    const items = fc.oneof(
      fc.array(fc.oneof({ weight: 4, arbitrary: createBody }, { weight: 1, arbitrary: fc.anything() }), {
        maxLength: 22,
      }),
      anything,
    );
    await fc.assert(
      fc.asyncProperty(fc.record({ items }, { requiredKeys: [] }), async (input) => {
        const label = JSON.stringify(input).slice(0, 200);
        const result = await expectTraceless(400, () => batchCreate(headers, input), label);
        expect([200, 400], label).toContain(result.status);
        expectFlat(result, label);
        if (result.status === 200) {
          expect(result.body.results.map((item: { index: number }) => item.index)).toEqual([
            ...(input.items as unknown[]).keys(),
          ]);
          for (const item of result.body.results)
            expect(item.success ? item.data.id : item.error, label).toEqual(expect.any(String));
        }
      }),
      { numRuns: 40 },
    );
  });

  it("GET /api/v1/qrcodes: any query string is a page or a 400", async () => {
    const query = fc.dictionary(
      fc.constantFrom("page", "size", "mode", "status", "keyword", "x"),
      fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)),
    );
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const result = await listCodes(headers, `?${new URLSearchParams(params)}`);
        expect([200, 400]).toContain(result.status);
        expectFlat(result, JSON.stringify(params));
      }),
      RUNS,
    );
  });

  it("PATCH and clone on existing codes: a success, a 400, or 404 once deleted", async () => {
    const updateBody = fc.record(
      {
        targetUrl: field(url),
        name: field(fc.option(fc.string({ maxLength: 210 }))),
        status: field(fc.constantFrom("READY", "EXPIRED", "DELETED", "GONE")),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...codeIds),
        fc.oneof(updateBody, fc.anything()),
        fc.boolean(),
        async (id, input, clone) => {
          const label = `${clone ? "clone" : "update"} ${JSON.stringify(input)?.slice(0, 200)}`;
          const result = clone
            ? await cloneCode(headers, id, JSON.stringify(input) ?? "")
            : await updateCode(headers, id, JSON.stringify(input) ?? "null");
          expect(clone ? [201, 400, 404] : [200, 400, 404], label).toContain(result.status);
          expectFlat(result, label);
        },
      ),
      RUNS,
    );
  });

  it("any id on get, delete and image: 404 or a 400, never another code", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 80 }),
        fc.dictionary(fc.constantFrom("format", "size"), fc.string({ maxLength: 8 })),
        async (id, query) => {
          for (const result of [
            await getCode(headers, id),
            await deleteCode(headers, id),
            await codeImage(headers, id, `?${new URLSearchParams(query)}`),
          ]) {
            expect([400, 404], id).toContain(result.status);
            expectFlat(result as never, id);
          }
        },
      ),
      RUNS,
    );
  });

  it("GET image of an existing code: any format and size is an image or a 400", async () => {
    const id = (await createCode(headers, { content: "https://example.com/image" })).body.id;
    let images = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            format: field(fc.constantFrom("png", "svg", "webp", "jpeg", "pdf", "gif")),
            size: field(fc.integer({ min: -10, max: 2100 })),
          },
          { requiredKeys: [] },
        ),
        async (query) => {
          const params = new URLSearchParams(
            Object.entries(query)
              .filter(([, value]) => value !== undefined)
              .map(([key, value]) => [key, String(value)]),
          );
          const result = await codeImage(headers, id, `?${params}`);
          expect([200, 400]).toContain(result.status);
          if (result.status === 200) images++;
          else expectFlat(result as never, String(params));
        },
      ),
      { numRuns: 40, examples: [[{ format: "png", size: 200 }]] },
    );
    expect(images).toBeGreaterThan(0);
  });
});
