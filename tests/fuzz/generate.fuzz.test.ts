import fc from "fast-check";
import { anyValue } from "../helpers/fuzz-values";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as pluginGenerate } from "@/app/api/v1/plugin/generate/route";
import { GET, POST } from "@/app/api/v1/qrcode/generate/route";
import { useTestDatabase } from "../helpers/database";
import { expectFlat } from "../helpers/error-shapes";
import { makeKey, makeUser } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";

// Every request comes from a random IP (the call helper), so the anonymous limit never answers.
process.env.LIMIT_KEY_PER_MINUTE = "1000000";
useTestDatabase();

// A known-valid body runs first on every seed, so "some requests render" is never left to chance.
const VALID_BODY = { content: "https://example.com/fuzz", format: "png", size: 200 };
const RUNS = { numRuns: 120 };
const RUNS_WITH_VALID = { ...RUNS, examples: [[VALID_BODY]] as [typeof VALID_BODY][] };
let key: string;
beforeAll(async () => {
  key = await makeKey(await makeUser({ label: "fuzz-generate" }), ["qrcode:generate"]);
});

// Values near the valid ones (so some requests render) mixed with anything at all.
const anything = anyValue(60);
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.option(fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: anything }), { nil: undefined });
const color = fc.constantFrom("#000000", "#123", "#ffffff", "#ff0000", "red", "#12345g");
const body = fc.record(
  {
    content: field(fc.string({ minLength: 1, maxLength: 300 })),
    format: field(fc.constantFrom("png", "svg", "webp", "jpeg", "pdf")),
    size: field(fc.integer({ min: 32, max: 700 })),
    errorCorrectionLevel: field(fc.constantFrom("L", "M", "Q", "H")),
    templateId: field(fc.constantFrom("default", "no-such-template", "")),
    keywords: field(fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 })),
    styles: field(
      fc.record(
        {
          foregroundColor: field(color),
          backgroundColor: field(color),
          dotShape: field(fc.constantFrom("dots", "rounded", "star")),
          margin: field(fc.integer({ min: 0, max: 20 })),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
);

describe("generation endpoints under generated input", () => {
  it("POST /api/v1/qrcode/generate: any JSON body is an image or a 400 naming a field", async () => {
    let images = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fc.anything()), async (input) => {
        const result = await call(POST, "/api/v1/qrcode/generate", {
          method: "POST",
          body: JSON.stringify(input) ?? "null",
        });
        expect([200, 400]).toContain(result.status);
        expectFlat(result, JSON.stringify(input));
        if (result.status === 200) images++;
      }),
      RUNS_WITH_VALID,
    );
    expect(images, "some generated bodies are valid and render").toBeGreaterThan(0);
  });

  it("GET /api/v1/qrcode/generate: any query string is an image or a 400", async () => {
    const query = fc.dictionary(
      fc.constantFrom(
        "content",
        "format",
        "size",
        "errorCorrectionLevel",
        "templateId",
        "keywords",
        "styles",
        "foregroundColor",
        "margin",
        "frameText",
        "logo",
        "x",
      ),
      fc.string({ maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const result = await call(GET, `/api/v1/qrcode/generate?${new URLSearchParams(params)}`);
        expect([200, 400]).toContain(result.status);
        expectFlat(result, JSON.stringify(params));
      }),
      RUNS,
    );
  });

  it("POST /api/v1/plugin/generate: any JSON body is 200 JSON or a 400", async () => {
    let images = 0;
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const result = await call(pluginGenerate, "/api/v1/plugin/generate", {
          method: "POST",
          headers: bearer(key),
          body: input,
        });
        expect([200, 400]).toContain(result.status);
        expectFlat(result, JSON.stringify(input));
        if (result.status === 200) expect(result.body.image).toMatch(/^data:(image\/|application\/pdf;)/);
        if (result.status === 200) images++;
      }),
      RUNS_WITH_VALID,
    );
    expect(images, "some generated bodies are valid and render").toBeGreaterThan(0);
  });
});
