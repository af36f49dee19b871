import { createHash } from "node:crypto";
import { unescapeFormulaCell } from "../../csv/formula-cells";
import type { SourceRow } from "../import-row";

/** The CSV columns an import reads, by every name it takes (compared lower-case, without spaces). */
const COLUMN_NAMES: Record<string, keyof CsvColumns> = {
  url: "url",
  content: "url",
  long_url: "url",
  longurl: "url",
  destination: "url",
  id: "id",
  name: "name",
  title: "name",
  slug: "slug",
  shortcode: "slug",
  short_code: "slug",
  domain: "domain",
  tags: "tags",
  mode: "mode",
  createdat: "createdAt",
  created_at: "createdAt",
  created: "createdAt",
};

export interface CsvColumns {
  url: number;
  id: number;
  name: number;
  slug: number;
  domain: number;
  tags: number;
  mode: number;
  createdAt: number;
}

/** Where each known column is in the header (-1: absent); the first of two names for one column wins. */
export function columnsOf(header: string[]): CsvColumns {
  const columns: CsvColumns = { url: -1, id: -1, name: -1, slug: -1, domain: -1, tags: -1, mode: -1, createdAt: -1 };
  header.forEach((cell, index) => {
    const key =
      COLUMN_NAMES[
        cell
          .replace(/^\uFEFF/, "")
          .trim()
          .toLowerCase()
          .replace(/\s+/g, "")
      ];
    if (key && columns[key] === -1) columns[key] = index;
  });
  return columns;
}

/**
 * A data row as a SourceRow. Its id at the source: the `id` column (an export of a Codebeam), else
 * its domain and slug, else its URL and name, so running the same file again finds every code.
 */
export function rowOf(cells: string[], columns: CsvColumns, row: number): SourceRow {
  // Our exports defuse spreadsheet formulas with one leading apostrophe more (lib/csv/formula-cells.ts):
  // read back, that apostrophe goes again, so an export of a Codebeam imports unchanged.
  const cell = (index: number) => (index >= 0 ? unescapeFormulaCell(cells[index] ?? "").trim() : "");
  const url = cell(columns.url);
  const name = cell(columns.name);
  const slug = cell(columns.slug);
  const domain = cell(columns.domain).toLowerCase();
  const id = cell(columns.id);
  const sourceId = id
    ? `id:${id}`
    : slug
      ? `link:${domain}/${slug}`
      : `url:${createHash("sha256").update(`${url}\u0000${name}`).digest("base64url")}`;
  const tags = cell(columns.tags)
    .split(/[|,]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    row,
    sourceId,
    url,
    name: name || null,
    slug: slug || null,
    domain: domain || null,
    tags,
    mode: cell(columns.mode) || null,
    createdAt: cell(columns.createdAt) || null,
  };
}
