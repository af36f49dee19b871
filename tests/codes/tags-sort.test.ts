import { beforeAll, describe, expect, it } from "vitest";
import { GET as tagsRoute } from "@/app/api/v1/tags/route";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import {
  batchCreate,
  cloneCode,
  createCode,
  deleteCode,
  getCode,
  type Headers,
  listCodes,
  makeOwner,
  updateCode,
} from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

let headers: Headers;
const ids: Record<string, string> = {};
const listTags = (as: Headers) => call(tagsRoute, "/api/v1/tags", { headers: as });
const labelOf = (id: string) => Object.keys(ids).find((label) => ids[label] === id);
const idsOf = (body: { data: { id: string }[] }) => body.data.map((code) => labelOf(code.id));

beforeAll(async () => {
  headers = (await makeOwner()).headers;
  const specs: [string, Record<string, unknown>][] = [
    ["menu", { content: "https://cafe.example/menu", name: "Menu", tags: ["Print", "café", "print "] }],
    ["flyer", { content: "https://cafe.example/flyer", name: "Flyer", tags: ["print", "Summer 2026"] }],
    ["bare", { content: "https://cafe.example/bare", name: "Bare" }],
    ["nameless", { content: "https://cafe.example/x" }],
  ];
  for (const [label, body] of specs) {
    const created = await createCode(headers, body);
    expect(created.status, label).toBe(201);
    ids[label] = created.body.id;
  }
  const prisma = await db();
  for (const [index, [label]] of specs.entries()) {
    await prisma.qrCode.update({
      where: { id: ids[label] },
      data: { createdAt: new Date(Date.UTC(2025, 0, 1 + index)), scanCount: [5, 9, 1, 5][index] },
    });
  }
});

describe("tags on codes", () => {
  it("stores them trimmed, lowercase and once each, and answers them on get and list", async () => {
    expect((await getCode(headers, ids.menu)).body.tags).toEqual(["print", "café"]);
    expect((await getCode(headers, ids.bare)).body.tags).toEqual([]);
  });

  it("filters the list by one tag, combined with the other filters", async () => {
    expect(idsOf((await listCodes(headers, "?tag=print")).body)).toEqual(["flyer", "menu"]);
    expect(idsOf((await listCodes(headers, "?tag=PRINT&keyword=flyer")).body)).toEqual(["flyer"]);
    expect(idsOf((await listCodes(headers, "?tag=summer%202026")).body)).toEqual(["flyer"]);
    expect((await listCodes(headers, "?tag=nothing")).body.pagination.total).toBe(0);
  });

  it("replaces the whole set on update, [] removes them, and the counts follow", async () => {
    const updated = await updateCode(headers, ids.bare, { tags: ["Print", "Window"] });
    expect(updated.status).toBe(200);
    expect(updated.body.tags).toEqual(["print", "window"]);
    expect((await listTags(headers)).body).toEqual({
      data: [
        { tag: "print", count: 3 },
        { tag: "café", count: 1 },
        { tag: "summer 2026", count: 1 },
        { tag: "window", count: 1 },
      ],
    });
    expect((await updateCode(headers, ids.bare, { tags: [] })).body.tags).toEqual([]);
    expect((await listTags(headers)).body.data[0]).toEqual({ tag: "print", count: 2 });
  });

  it("a clone keeps the tags, a batch item takes them, a deleted code's tags are not counted", async () => {
    const clone = await cloneCode(headers, ids.flyer, {});
    expect(clone.status).toBe(201);
    expect((await getCode(headers, clone.body.id)).body.tags).toEqual(["print", "summer 2026"]);
    const batch = await batchCreate(headers, { items: [{ content: "https://cafe.example/b", tags: ["Batch"] }] });
    expect(batch.body.results[0].success).toBe(true);
    expect((await getCode(headers, batch.body.results[0].data.id)).body.tags).toEqual(["batch"]);
    await deleteCode(headers, clone.body.id);
    await deleteCode(headers, batch.body.results[0].data.id);
    expect((await listTags(headers)).body.data.map((row: { tag: string }) => row.tag)).not.toContain("batch");
    expect((await listTags(headers)).body.data[0]).toEqual({ tag: "print", count: 2 });
  });

  it("refuses bad tags with 400 naming the field, and changes nothing", async () => {
    const cases: [unknown, string][] = [
      [["-dash"], "tags[0]"],
      [["a".repeat(33)], "tags[0]"],
      [[""], "tags[0]"],
      [Array.from({ length: 11 }, (_, index) => `t${index}`), "tags"],
      ["print", "tags"],
    ];
    for (const [tags, field] of cases) {
      const answer = await updateCode(headers, ids.menu, { tags });
      expect(answer.status, JSON.stringify(tags)).toBe(400);
      expect(answer.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    expect((await listCodes(headers, "?tag=-dash")).status).toBe(400);
    expect((await getCode(headers, ids.menu)).body.tags).toEqual(["print", "café"]);
  });

  it("a static code takes a tags-only change, and still refuses anything else", async () => {
    const note = await createCode(headers, { content: "plain text", mode: "STATIC", tags: ["desk"] });
    expect((await getCode(headers, note.body.id)).body.tags).toEqual(["desk"]);
    const retagged = await updateCode(headers, note.body.id, { tags: ["desk", "lobby"] });
    expect(retagged.status).toBe(200);
    expect(retagged.body.tags).toEqual(["desk", "lobby"]);
    const renamed = await updateCode(headers, note.body.id, { tags: ["x"], name: "renamed" });
    expect(renamed.status).toBe(400);
    expect((await getCode(headers, note.body.id)).body).toMatchObject({ tags: ["desk", "lobby"], name: null });
    await deleteCode(headers, note.body.id);
  });

  it("another account sees none of them", async () => {
    const other = (await makeOwner()).headers;
    expect((await listTags(other)).body).toEqual({ data: [] });
    expect((await listCodes(other, "?tag=print")).body.pagination.total).toBe(0);
  });
});

describe("sorting the list", () => {
  it("orders by name, scans or age either way, ties newest first, unnamed codes last by name", async () => {
    expect(idsOf((await listCodes(headers, "?sort=name")).body)).toEqual(["bare", "flyer", "menu", "nameless"]);
    expect(idsOf((await listCodes(headers, "?sort=-name")).body)).toEqual(["menu", "flyer", "bare", "nameless"]);
    expect(idsOf((await listCodes(headers, "?sort=-scanCount")).body)).toEqual(["flyer", "nameless", "menu", "bare"]);
    expect(idsOf((await listCodes(headers, "?sort=scanCount")).body)).toEqual(["bare", "nameless", "menu", "flyer"]);
    expect(idsOf((await listCodes(headers, "?sort=createdAt")).body)).toEqual(["menu", "flyer", "bare", "nameless"]);
    expect(idsOf((await listCodes(headers)).body)).toEqual(["nameless", "bare", "flyer", "menu"]);
  });

  it("refuses an unknown sort with 400 on sort", async () => {
    const answer = await listCodes(headers, "?sort=targetUrl");
    expect(answer.status).toBe(400);
    expect(answer.body.details[0].field).toBe("sort");
  });
});
