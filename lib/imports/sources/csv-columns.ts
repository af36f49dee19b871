import { createHash } from "node:crypto";
import { unescapeFormulaCell } from "../../csv/formula-cells";
import { type CsvColumns, tagsOf } from "../csv-header";
import type { SourceRow } from "../import-row";

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
  const tags = tagsOf(cell(columns.tags));
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
