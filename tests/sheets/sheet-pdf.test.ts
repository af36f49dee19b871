import { beforeAll, describe, expect, it } from "vitest";
import { resolveSheetLayout } from "@/lib/sheets/resolve-sheet-layout";
import { placeSheet } from "@/lib/sheets/sheet-layout";
import { createCode, makeOwner } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { type Headers, pixelAt, postSheet, quietShare, readArea, readPdf } from "./sheet-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

let headers: Headers;
const codes: { id: string; link: string; name?: string }[] = [];

beforeAll(async () => {
  headers = (await makeOwner()).headers;
  const bodies = [
    { content: "https://cafe.example/menu", name: "Table 1" },
    { content: "https://cafe.example/menu?t=2", name: "Table 2" },
    { content: "https://cafe.example/menu?t=3", name: "Table 3", styles: { dotShape: "dots" } },
    { content: "https://cafe.example/menu?t=4", name: "Table 4" },
    { content: "plain text, static", mode: "STATIC" },
  ];
  for (const body of bodies) {
    const created = await createCode(headers, body);
    expect(created.status).toBe(201);
    codes.push({ id: created.body.id, link: created.body.shortLink ?? body.content, name: body.name });
  }
});

const MM = 0.2;

describe("POST /api/v1/qrcodes/sheet: the PDF", () => {
  it("lays codes out page after page, each scanning to its link exactly where the layout puts it", async () => {
    const body = { ids: codes.map((code) => code.id), columns: 2, rows: 2, codeWidthMm: 40, marginMm: 20, gapMm: 10 };
    const response = await postSheet(headers, body);
    expect(response.status, response.body.subarray(0, 300).toString()).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.body.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = readPdf(response.body);
    expect(pages).toHaveLength(2);
    expect(pages[0].widthMm).toBeCloseTo(210, 1);
    expect(pages[0].heightMm).toBeCloseTo(297, 1);
    const placement = placeSheet(resolveSheetLayout(body));
    if (!placement.ok) throw new Error(placement.message);
    const cells = placement.sheet.cells;
    // Between the 20 mm margins 170 mm, two cells of 80 mm with a 10 mm gap: the first code at 40 mm.
    expect(cells[0].code.x).toBeCloseTo(40, 6);
    for (const [index, code] of codes.entries()) {
      const page = pages[Math.floor(index / 4)];
      const box = cells[index % 4].code;
      const read = await readArea(page, { x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 1.8 });
      expect(read.text, `code ${index}`).toBe(code.link);
      const quiet = (await quietShare(headers, code.id)) * box.width;
      expect(Math.abs(read.ink!.x - (box.x + quiet))).toBeLessThan(MM);
      expect(Math.abs(read.ink!.y - (box.y + quiet))).toBeLessThan(MM);
      expect(Math.abs(read.ink!.width - (box.width - 2 * quiet))).toBeLessThan(MM);
      expect(Math.abs(read.ink!.height - (box.height - 2 * quiet))).toBeLessThan(MM);
    }
    expect(pages[0].text).toContain("Table 1");
    expect(pages[0].text).toContain("Table 4");
    // An unnamed code is labelled with what it encodes.
    expect(pages[1].text).toContain("plain text, static");
  });

  it("writes every colour as DeviceCMYK when asked, and as DeviceRGB by default", async () => {
    const ids = codes.slice(0, 3).map((code) => code.id);
    const [rgb] = readPdf((await postSheet(headers, { ids })).body);
    expect(rgb.content).toMatch(/\/DeviceRGB cs/);
    expect(rgb.content).not.toMatch(/DeviceCMYK/);
    const response = await postSheet(headers, { ids, colorSpace: "CMYK", cropMarks: true });
    expect(response.status, response.body.subarray(0, 300).toString()).toBe(200);
    const [cmyk] = readPdf(response.body);
    expect(cmyk.content).toMatch(/\/DeviceCMYK cs/);
    expect(cmyk.content).toMatch(/\/DeviceCMYK CS/);
    expect(cmyk.content).not.toMatch(/DeviceRGB/);
    // Black modules print in black ink alone.
    expect(cmyk.content).toMatch(/\b0 0 0 1 scn/);
    const placement = placeSheet(resolveSheetLayout({ cropMarks: true }));
    if (!placement.ok) throw new Error(placement.message);
    const box = placement.sheet.cells[0].code;
    const read = await readArea(cmyk, { x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 1.8 });
    expect(read.text).toBe(codes[0].link);
  });

  it("cuts a label too long for its cell with an ellipsis, and leaves labels out on request", async () => {
    const long = await createCode(headers, { content: "https://cafe.example/long", name: "W".repeat(80) });
    const body = { ids: [long.body.id], columns: 4, codeWidthMm: 30 };
    const [page] = readPdf((await postSheet(headers, body)).body);
    const label = page.text.trim();
    expect(label.endsWith("…")).toBe(true);
    expect(label.length).toBeLessThan(40);
    expect(label).toMatch(/^W+…$/);
    const [bare] = readPdf((await postSheet(headers, { ...body, label: "none" })).body);
    expect(bare.text.trim()).toBe("");
    const [linked] = readPdf((await postSheet(headers, { ...body, label: "shortLink" })).body);
    expect(linked.text.trim()).toBe(long.body.shortLink);
  });

  it("runs each cell's background into the bleed and draws crop marks in the margins", async () => {
    const tinted = await createCode(headers, {
      content: "https://cafe.example/tinted",
      name: "Tinted",
      styles: { backgroundColor: "#fde68a" },
    });
    const body = {
      ids: [tinted.body.id],
      columns: 1,
      rows: 1,
      codeWidthMm: 50,
      marginMm: 15,
      bleedMm: 3,
      cropMarks: true,
    };
    const response = await postSheet(headers, body);
    expect(response.status, response.body.subarray(0, 300).toString()).toBe(200);
    const [page] = readPdf(response.body);
    // The cell is the whole area inside the 15 mm margins: 1.5 mm outside it is bleed, 10 mm out plain paper.
    expect(pixelAt(page, 13.5, 100)).toEqual([0xfd, 0xe6, 0x8a]);
    expect(pixelAt(page, 5, 100)).toEqual([255, 255, 255]);
    // Marks on the cell's left edge (x = 15 mm) start 1 mm past the bleed, in the top margin.
    const mark = pixelAt(page, 15, 15 - 3 - 1 - 2);
    expect(Math.max(...mark)).toBeLessThan(200);
    const [plain] = readPdf((await postSheet(headers, { ...body, bleedMm: 0, cropMarks: false })).body);
    expect(pixelAt(plain, 13.5, 100)).toEqual([255, 255, 255]);
    expect(pixelAt(plain, 15, 9)).toEqual([255, 255, 255]);
  });
});
