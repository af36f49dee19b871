import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as changeTagsRoute } from "@/app/api/v1/qrcodes/tags/route";
import { useTestDatabase } from "../helpers/database";
import { expectFlat } from "../helpers/error-shapes";
import { call } from "../helpers/http";
import { createCode, deleteCode, getCode, type Headers, makeOwner } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// POST /api/v1/qrcodes/tags: the list's bulk "add tags" / "remove tags", all or nothing.

useTestDatabase();

let headers: Headers;
const ids: Record<string, string> = {};
const changeTags = (as: Headers, body: unknown) =>
  call(changeTagsRoute, "/api/v1/qrcodes/tags", { method: "POST", headers: as, body });
const tagsOf = async (label: string) => (await getCode(headers, ids[label])).body.tags;
const allTags = async () => Promise.all(["menu", "flyer", "note"].map(tagsOf));

beforeAll(async () => {
  headers = (await makeOwner()).headers;
  for (const [label, body] of [
    ["menu", { content: "https://cafe.example/menu", tags: ["print", "café"] }],
    ["flyer", { content: "https://cafe.example/flyer", tags: ["print"] }],
    ["note", { content: "Thanks", mode: "STATIC" }],
    ["gone", { content: "https://cafe.example/gone" }],
  ] as const) {
    ids[label] = (await createCode(headers, body)).body.id;
  }
  await deleteCode(headers, ids.gone);
});

describe("POST /api/v1/qrcodes/tags", () => {
  it("adds and removes tags on every code given, static ones too, and says what each now has", async () => {
    const answer = await changeTags(headers, {
      ids: [ids.menu, ids.flyer, ids.note],
      add: ["Summer", "window"],
      remove: ["print"],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      updated: 3,
      data: [
        { id: ids.menu, tags: ["café", "summer", "window"] },
        { id: ids.flyer, tags: ["summer", "window"] },
        { id: ids.note, tags: ["summer", "window"] },
      ],
    });
    expect(await allTags()).toEqual([
      ["café", "summer", "window"],
      ["summer", "window"],
      ["summer", "window"],
    ]);
    const again = await changeTags(headers, { ids: [ids.flyer], add: ["window"] });
    expect(again.body.updated).toBe(0);
    expect((await changeTags(headers, { ids: [ids.note], remove: ["summer", "window"] })).body.data).toEqual([
      { id: ids.note, tags: [] },
    ]);
  });

  it("changes nothing when one id is not the account's live code: 404 naming it", async () => {
    const other = await makeOwner();
    const foreign = (await createCode(other.headers, { content: "https://other.example/", tags: ["theirs"] })).body.id;
    const before = await allTags();
    for (const [stranger, index] of [
      [ids.gone, 1],
      [foreign, 1],
      ["cm0000000000000000000000", 1],
    ] as const) {
      const answer = await changeTags(headers, { ids: [ids.menu, stranger], add: ["x"] });
      expect(answer.status).toBe(404);
      expect(answer.body.details).toEqual([{ field: `ids[${index}]`, message: "is not one of your codes" }]);
    }
    expect(await allTags()).toEqual(before);
    expect((await getCode(other.headers, foreign)).body.tags).toEqual(["theirs"]);
    // The other account cannot reach this one's codes either.
    expect((await changeTags(other.headers, { ids: [ids.menu], add: ["x"] })).status).toBe(404);
  });

  it("refuses bad input with 400 naming the field, and changes nothing", async () => {
    const before = await allTags();
    const many = Array.from({ length: 51 }, () => ids.menu);
    const cases: [unknown, string][] = [
      [{ ids: [], add: ["a"] }, "ids"],
      [{ ids: many, add: ["a"] }, "ids"],
      [{ ids: [ids.menu, ids.menu], add: ["a"] }, "ids"],
      [{ ids: ["not an id"], add: ["a"] }, "ids[0]"],
      [{ ids: [ids.menu], add: ["-bad"] }, "add[0]"],
      [{ ids: [ids.menu], remove: "print" }, "remove"],
      [{ ids: [ids.menu], add: ["a"], extra: 1 }, "extra"],
      // menu has 3 tags: 8 more would make 11.
      [{ ids: [ids.flyer, ids.menu], add: ["a", "b", "c", "d", "e", "f", "g", "h"] }, "add"],
    ];
    for (const [body, field] of cases) {
      const answer = await changeTags(headers, body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(answer.body.details.map((detail: { field: string }) => detail.field).join(" ")).toContain(field);
    }
    expect(await allTags()).toEqual(before);
    // Nothing to add or remove is no change at all.
    expect((await changeTags(headers, { ids: [ids.menu] })).body.updated).toBe(0);
    expect(await allTags()).toEqual(before);
  });

  it("needs qrcode:create", async () => {
    const reader = await makeOwner(["qrcode:generate"]);
    expect((await changeTags(reader.headers, { ids: [ids.menu], add: ["x"] })).status).toBe(403);
  });

  it("under generated input: a 200 that leaves each code at most 10 distinct tags, or a flat 4xx", async () => {
    const tag = fc.oneof(
      fc.constantFrom("print", "café", "a", "b", "c", "d", "e", "f", "g"),
      fc.string({ maxLength: 6 }),
    );
    const body = fc.record(
      {
        ids: fc.oneof(
          fc.subarray([ids.menu, ids.flyer, ids.note, ids.gone], { minLength: 0 }),
          fc.array(fc.string({ maxLength: 30 }), { maxLength: 3 }),
          fc.anything(),
        ),
        add: fc.oneof(fc.array(tag, { maxLength: 6 }), fc.anything()),
        remove: fc.oneof(fc.array(tag, { maxLength: 6 }), fc.anything()),
      },
      { requiredKeys: [] },
    );
    let succeeded = 0;
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const label = JSON.stringify(input)?.slice(0, 200);
        const answer = await changeTags(headers, input);
        expect([200, 400, 404], label).toContain(answer.status);
        expectFlat(answer, label);
        if (answer.status !== 200) return;
        succeeded++;
        for (const { tags } of answer.body.data) {
          expect(tags.length).toBeLessThanOrEqual(10);
          expect(new Set(tags).size).toBe(tags.length);
        }
      }),
      { numRuns: 120, examples: [[{ ids: [ids.menu], add: ["a"] }]] },
    );
    expect(succeeded).toBeGreaterThan(0);
  });
});
