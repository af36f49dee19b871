import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { SHEET_PRESETS } from "@/lib/sheets/sheet-presets";
import { createCode, makeOwner, updateCode } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { type Headers, postSheet, readArea, readPdf } from "./sheet-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

let headers: Headers;
const tagged: { id: string; link: string }[] = [];
let untagged: string;

beforeAll(async () => {
  headers = (await makeOwner()).headers;
  for (const n of [1, 2, 3]) {
    const created = await createCode(headers, { content: `https://shop.example/p${n}`, tags: ["shelf"] });
    tagged.push({ id: created.body.id, link: created.body.shortLink });
  }
  untagged = (await createCode(headers, { content: "https://shop.example/other" })).body.id;
});

/** The 400's one field issue. */
function fieldOf(response: { status: number; body: { details?: { field: string; message: string }[] } }) {
  expect(response.status).toBe(400);
  expect(response.body.details).toHaveLength(1);
  return response.body.details![0];
}

describe("POST /api/v1/qrcodes/sheet: the request", () => {
  it("refuses a layout that does not fit, naming the field and by how much", async () => {
    const ids = [untagged];
    const columns = fieldOf(await postSheet(headers, { ids, columns: 5, codeWidthMm: 40 }));
    // 5 × 40 + 4 × 5 = 220 mm against 210 − 2 × 10 = 190 mm.
    expect(columns.field).toBe("columns");
    expect(columns.message).toContain("need 220 mm");
    expect(columns.message).toContain("30 mm too wide");
    const width = fieldOf(await postSheet(headers, { ids, columns: 1, codeWidthMm: 200 }));
    expect(width).toEqual({ field: "codeWidthMm", message: expect.stringContaining("10 mm too wide") });
    const rows = fieldOf(await postSheet(headers, { ids, rows: 7, codeWidthMm: 40, label: "none" }));
    // 7 × 40 + 6 × 5 = 310 mm against 297 − 20 = 277 mm.
    expect(rows).toEqual({ field: "rows", message: expect.stringContaining("33 mm too tall") });
    expect(fieldOf(await postSheet(headers, { ids, marginMm: 105 })).field).toBe("marginMm");
    expect(fieldOf(await postSheet(headers, { ids, marginMm: 2, bleedMm: 3 })).field).toBe("bleedMm");
    expect(fieldOf(await postSheet(headers, { ids, marginMm: 2.5, cropMarks: true })).field).toBe("cropMarks");
  });

  it("names the fields of a malformed body", async () => {
    expect(fieldOf(await postSheet(headers, { preset: "L7160" })).field).toBe("ids");
    expect(fieldOf(await postSheet(headers, { ids: [untagged], tag: "shelf" })).field).toBe("ids");
    expect(fieldOf(await postSheet(headers, { ids: [untagged], preset: "L9999" })).field).toBe("preset");
    expect(fieldOf(await postSheet(headers, { ids: [untagged], columns: 0 })).field).toBe("columns");
    expect(fieldOf(await postSheet(headers, { ids: [untagged], codeWidthMm: "40" })).field).toBe("codeWidthMm");
    expect(fieldOf(await postSheet(headers, { ids: [untagged], colorSpace: "LAB" })).field).toBe("colorSpace");
    expect(fieldOf(await postSheet(headers, { ids: [untagged], paper: { widthMm: 10, heightMm: 100 } })).field).toBe(
      "paper.widthMm",
    );
    const tooMany = Array.from({ length: 501 }, (_, n) => `c${String(n).padStart(24, "0")}`);
    expect(fieldOf(await postSheet(headers, { ids: tooMany })).field).toBe("ids");
  });

  it("answers 404 for another workspace's code, naming it, as for an unknown one", async () => {
    const stranger = (await makeOwner()).headers;
    const response = await postSheet(stranger, { ids: [tagged[0].id] });
    expect(response.status).toBe(404);
    expect(response.body.details).toEqual([{ field: "ids[0]", message: "is not one of your codes" }]);
  });

  it("prints every code carrying a tag, oldest first, and none of the others", async () => {
    const response = await postSheet(headers, { tag: "Shelf", columns: 1, rows: 2, label: "shortLink" });
    expect(response.status).toBe(200);
    const pages = readPdf(response.body);
    expect(pages).toHaveLength(2);
    expect(pages[0].text).toContain(tagged[0].link);
    expect(pages[0].text).toContain(tagged[1].link);
    expect(pages[1].text).toContain(tagged[2].link);
    const missing = await postSheet(headers, { tag: "nothing-here" });
    expect(fieldOf(missing)).toEqual({ field: "tag", message: "no live code carries this tag" });
  });

  it("fills the layout from a preset, and a field given beside it wins", async () => {
    const response = await postSheet(headers, { tag: "shelf", preset: "L7160", label: "none" });
    const [page] = readPdf(response.body);
    const preset = SHEET_PRESETS.L7160;
    expect(page.widthMm).toBeCloseTo(210, 1);
    // L7160's first label is 63.5 × 38.1 mm at (7.25, 15.15); its 30 mm code centred on it.
    const [labelX, labelY, code] = [7.25, 15.15, preset.codeWidthMm];
    const box = { x: labelX + (63.5 - code) / 2, y: labelY + (38.1 - code) / 2, width: code, height: code };
    const read = await readArea(page, { x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2 });
    expect(read.text).toBe(tagged[0].link);
    expect(Math.abs(read.ink!.x + read.ink!.width / 2 - (box.x + code / 2))).toBeLessThan(0.2);
    expect(Math.abs(read.ink!.y + read.ink!.height / 2 - (box.y + code / 2))).toBeLessThan(0.2);
    // The second code is one label pitch (66 mm) to the right.
    const next = await readArea(page, { ...box, x: box.x + 66 - 1, y: box.y - 1, width: code + 2, height: code + 2 });
    expect(next.text).toBe(tagged[1].link);
    const letter = readPdf((await postSheet(headers, { tag: "shelf", preset: "5160", paper: "A4", force: true })).body);
    expect(letter[0].widthMm).toBeCloseTo(210, 1);
    // Seven columns of the preset's 30 mm codes with its 2.5 mm gaps need 225 mm of its 195.5.
    const wider = fieldOf(await postSheet(headers, { tag: "shelf", preset: "L7160", columns: 7 }));
    expect(wider).toEqual({ field: "columns", message: expect.stringContaining("29.5 mm too wide") });
  });

  it("prints any name as a label cut to its cell (fuzz)", async () => {
    const name = fc.string({ unit: "grapheme", minLength: 1, maxLength: 120 }).filter((text) => text.trim().length > 0);
    await fc.assert(
      fc.asyncProperty(name, async (text) => {
        const renamed = await updateCode(headers, untagged, { name: text });
        if (renamed.status !== 200) return;
        const response = await postSheet(headers, { ids: [untagged], columns: 5, codeWidthMm: 20, force: true });
        expect(response.status).toBe(200);
        const [page] = readPdf(response.body);
        expect(page.text.trim().length).toBeGreaterThan(0);
      }),
      { numRuns: 15 },
    );
  });

  it("refuses codes that fail the print check at the width asked, listing them, unless forced", async () => {
    const ids = [tagged[0].id, untagged];
    const small = await postSheet(headers, { ids, codeWidthMm: 12 });
    expect(small.status).toBe(400);
    expect(small.body.message).toContain("force: true");
    expect(small.body.details).toEqual([
      { field: "ids[0]", message: expect.stringMatching(new RegExp(`^code ${tagged[0].id} .*TOO_SMALL_FOR_DISTANCE`)) },
      { field: "ids[1]", message: expect.stringMatching(new RegExp(`^code ${untagged} .*TOO_SMALL_FOR_DISTANCE`)) },
    ]);
    const byTag = await postSheet(headers, { tag: "shelf", codeWidthMm: 12 });
    expect(byTag.body.details.map((issue: { field: string }) => issue.field)).toEqual(["tag", "tag", "tag"]);
    const forced = await postSheet(headers, { ids, codeWidthMm: 12, force: true });
    expect(forced.status).toBe(200);
    expect((await postSheet(headers, { ids, codeWidthMm: 40 })).status).toBe(200);
  });
});
