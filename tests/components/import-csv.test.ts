import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { failedRowsCsv, readImportCsv } from "@/components/imports/import-csv";

describe("the Import page's CSV reading", () => {
  it("reads an exported cell's escaping apostrophe away, as the import does", () => {
    const parsed = readImportCsv("url,name\nhttps://example.com/a,'=Menu\n");
    expect(parsed.ok && parsed.preview[0].name).toBe("=Menu");
  });

  it("reads the columns by any of their names, semicolons, a BOM, and numbers rows as the import does", () => {
    const parsed = readImportCsv(
      "\uFEFFLong_URL;Title;ShortCode;Domain;Tags\nhttps://example.com/a;Menu;menu;GO.Brand.com;a|b\n\n;Empty url;;;\n",
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.preview).toEqual([
      { row: 1, url: "https://example.com/a", name: "Menu", slug: "menu", domain: "go.brand.com", tags: ["a", "b"] },
      { row: 2, url: "", name: "Empty url", slug: "", domain: "", tags: [] },
    ]);
    expect(parsed.records).toHaveLength(2);
  });

  it("shows at most 20 rows and refuses a file without a url column", () => {
    const rows = Array.from({ length: 25 }, (_, index) => `https://example.com/${index}`).join("\n");
    const parsed = readImportCsv(`url\n${rows}`);
    expect(parsed.ok && parsed.preview.length).toBe(20);
    expect(parsed.ok && parsed.records.length).toBe(25);
    expect(readImportCsv("name,tags\nMenu,a").ok).toBe(false);
    expect(readImportCsv("url\n").ok).toBe(false);
  });

  it("writes the failed rows with their original cells, quoted and defused", () => {
    const parsed = readImportCsv(
      'url,name,note\nhttps://example.com/ok,Fine,\nnot a link,"=SUM(1), oops",\'=kept as the file had it\n',
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const text = failedRowsCsv([{ row: 2, field: "url", message: "must be an http or https URL" }], parsed);
    expect(Papa.parse<string[]>(text.trim()).data).toEqual([
      ["row", "field", "message", "url", "name", "note"],
      ["2", "url", "must be an http or https URL", "not a link", "'=SUM(1), oops", "'=kept as the file had it"],
    ]);
    expect(failedRowsCsv([{ row: 7, field: "slug", message: "is taken" }])).toBe(
      "row,field,message\r\n7,slug,is taken\r\n",
    );
  });
});
