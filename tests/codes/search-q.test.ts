import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { expectFlat } from "../helpers/error-shapes";
import { createCode, deleteCode, type Headers, listCodes, makeOwner, updateCode } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// `q` on GET /api/v1/qrcodes: the dashboard's search over name, content, destination and short code.

useTestDatabase();

let headers: Headers;
const ids: Record<string, string> = {};
const shortLinks: Record<string, string> = {};
const labelsOf = (body: { data: { id: string }[] }) =>
  body.data.map((code) => Object.keys(ids).find((label) => ids[label] === code.id)).sort();
const search = async (q: string, as = headers) => {
  const answer = await listCodes(as, `?${new URLSearchParams({ q, size: "50" })}`);
  expect(answer.status, q).toBe(200);
  return labelsOf(answer.body);
};

beforeAll(async () => {
  headers = (await makeOwner()).headers;
  const specs: [string, Record<string, unknown>][] = [
    ["menu", { content: "https://cafe.example/menu", name: "Lunch card" }],
    ["note", { content: "Thanks for visiting", mode: "STATIC", name: "Table note" }],
    ["percent", { content: "https://shop.example/x", name: "100% off" }],
    ["plain", { content: "https://shop.example/y", name: "100x off" }],
    ["moved", { content: "https://old.example/start", name: "Moved one" }],
    ["gone", { content: "https://gone.example/", name: "Deleted lunch" }],
  ];
  for (const [label, body] of specs) {
    const created = await createCode(headers, body);
    expect(created.status, label).toBe(201);
    ids[label] = created.body.id;
    if (created.body.shortLink) shortLinks[label] = created.body.shortLink;
  }
  expect((await updateCode(headers, ids.moved, { targetUrl: "https://new-home.example/landing" })).status).toBe(200);
  expect((await deleteCode(headers, ids.gone)).status).toBe(200);
});

describe("GET /api/v1/qrcodes?q=", () => {
  it("matches the name, the content, the destination and the short code, case-insensitive", async () => {
    expect(await search("LUNCH")).toEqual(["menu"]);
    expect(await search("for visit")).toEqual(["note"]);
    // The destination as it is now, not only the content the code was made from.
    expect(await search("new-home")).toEqual(["moved"]);
    expect(await search("old.example")).toEqual(["moved"]);
    const code = shortLinks.menu.split("/").pop() as string;
    expect(await search(code)).toEqual(["menu"]);
    expect(await search(code.toLowerCase())).toContain("menu");
  });

  it("finds a code from its pasted short link", async () => {
    expect(await search(shortLinks.percent)).toEqual(["percent"]);
    expect(await search(`${shortLinks.percent}/`)).toEqual(["percent"]);
  });

  it("keeps `keyword` as it was: name or content, not the destination", async () => {
    const byKeyword = await listCodes(headers, "?keyword=new-home");
    expect(byKeyword.body.pagination.total).toBe(0);
    const both = await listCodes(headers, "?keyword=off&q=100%25");
    expect(labelsOf(both.body)).toEqual(["percent"]);
  });

  it("takes % and _ literally (escaped for ILIKE), and a blank q lists everything", async () => {
    expect(await search("100%")).toEqual(["percent"]);
    expect(await search("100_")).toEqual([]);
    expect(await search("%")).toEqual(["percent"]);
    expect(await search("\\")).toEqual([]);
    expect(await search("   ")).toHaveLength(5);
  });

  it("never lists a deleted code or another account's", async () => {
    expect(await search("deleted")).toEqual([]);
    const other = (await makeOwner()).headers;
    expect(await search("lunch", other)).toEqual([]);
    expect(await search(shortLinks.menu, other)).toEqual([]);
    expect(await search("example", other)).toEqual([]);
  });

  it("refuses a q over 200 characters with 400 naming q, and answers nothing else", async () => {
    const answer = await listCodes(headers, `?q=${"a".repeat(201)}`);
    expect(answer.status).toBe(400);
    expect(answer.body.details.map((detail: { field: string }) => detail.field)).toEqual(["q"]);
    expect((await listCodes(headers, `?q=${"a".repeat(200)}`)).status).toBe(200);
  });

  it("any q is a page of this account's live codes that contain it, or a 400 on q", async () => {
    const prisma = await db();
    const rows = await prisma.qrCode.findMany({
      where: { id: { in: Object.values(ids) }, deletedAt: null },
      select: { id: true, name: true, content: true, targetUrl: true, shortCode: true },
    });
    const hay = (row: (typeof rows)[number]) =>
      [row.name ?? "", row.content, row.targetUrl, row.shortCode ?? ""].map((text) => text.toLowerCase());
    const q = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom("%", "_", "\\", "'", "100%", "shop", "LUNCH", "%_%", "a".repeat(201)),
      fc.string({ unit: "grapheme", maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(q, async (text) => {
        const answer = await listCodes(headers, `?${new URLSearchParams({ q: text, size: "50" })}`);
        expectFlat(answer, text);
        if (text.trim().length > 200) {
          expect(answer.status).toBe(400);
          return;
        }
        expect(answer.status, text).toBe(200);
        const needle = text.trim().toLowerCase();
        const expected = rows.filter((row) => !needle || hay(row).some((field) => field.includes(needle)));
        const got = answer.body.data.map((code: { id: string }) => code.id);
        // Every code containing the text is found (ASCII: JavaScript and the database fold its case
        // alike); a pasted short link may add its own code.
        if (/^[\x20-\x7e]*$/.test(needle)) for (const row of expected) expect(got, text).toContain(row.id);
        for (const id of got)
          expect(
            rows.map((row) => row.id),
            text,
          ).toContain(id);
      }),
      { numRuns: 150 },
    );
  });
});
