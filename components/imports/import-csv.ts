import Papa from "papaparse";
import { FORMULA_ESCAPED, unescapeFormulaCell } from "@/lib/csv/formula-cells";

/** Rows the preview shows. */
export const PREVIEW_ROWS = 20;

// The columns an import reads, by every name it takes, as lib/imports/sources/csv-columns.ts reads
// them (that module hashes with node:crypto, so the browser keeps this copy of the names).
const COLUMN_NAMES: Record<string, PreviewColumn> = {
  url: "url",
  content: "url",
  long_url: "url",
  longurl: "url",
  destination: "url",
  name: "name",
  title: "name",
  slug: "slug",
  shortcode: "slug",
  short_code: "slug",
  domain: "domain",
  tags: "tags",
};
type PreviewColumn = "url" | "name" | "slug" | "domain" | "tags";

export interface PreviewRow {
  /** The row's number as the import counts it: data rows from 1, blank lines not counted. */
  row: number;
  url: string;
  name: string;
  slug: string;
  domain: string;
  tags: string[];
}

export type ImportCsv =
  | {
      ok: true;
      header: string[];
      /** Every data row's cells, by row number (index 0 is row 1). */
      records: string[][];
      preview: PreviewRow[];
    }
  | { ok: false; error: string };

/** Comma or semicolon: whichever the header line holds more of outside quotes (as the server decides). */
function delimiterOf(text: string): "," | ";" {
  const line = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, "");
  return (line.match(/;/g)?.length ?? 0) > (line.match(/,/g)?.length ?? 0) ? ";" : ",";
}

/** The CSV as the import will read it: its header, its rows, and the first PREVIEW_ROWS as links. */
export function readImportCsv(text: string): ImportCsv {
  const body = text.replace(/^\uFEFF/, "");
  const { data } = Papa.parse<string[]>(body, { delimiter: delimiterOf(body), skipEmptyLines: "greedy" });
  if (data.length === 0) return { ok: false, error: "The CSV is empty: give a header row and at least one link." };
  const header = data[0].map((cell) => cell.trim());
  const columns: Partial<Record<PreviewColumn, number>> = {};
  header.forEach((cell, index) => {
    const key = COLUMN_NAMES[cell.toLowerCase().replace(/\s+/g, "")];
    if (key && columns[key] === undefined) columns[key] = index;
  });
  if (columns.url === undefined)
    return {
      ok: false,
      error: `The first row must be a header with a url column (or content, long_url, longUrl, destination); found “${header.join(", ")}”.`,
    };
  const records = data.slice(1);
  if (records.length === 0) return { ok: false, error: "The CSV has a header but no rows." };
  const cell = (cells: string[], column: PreviewColumn) => {
    const at = columns[column];
    return at === undefined ? "" : unescapeFormulaCell(cells[at] ?? "").trim();
  };
  const preview = records.slice(0, PREVIEW_ROWS).map((cells, index) => ({
    row: index + 1,
    url: cell(cells, "url"),
    name: cell(cells, "name"),
    slug: cell(cells, "slug"),
    domain: cell(cells, "domain").toLowerCase(),
    tags: cell(cells, "tags")
      .split(/[|,]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
  }));
  return { ok: true, header, records, preview };
}

export interface RowError {
  row: number;
  field: string;
  message: string;
}

// A spreadsheet would run a cell starting with = + - @ as a formula. Our own text is defused as every
// CSV Codebeam writes (lib/csv/formula-cells.ts). A cell of the user's file is that file's text
// already (an export's `'=x` means `=x`): only a bare formula gets its apostrophe, so the import
// reads every cell back as it read the original.
const defuse = (cell: string) => (FORMULA_ESCAPED.test(cell) ? `'${cell}` : cell);
const defuseFileCell = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/**
 * The failed rows as a CSV: each error's row, field and message, then (for a CSV import) that
 * row's original cells under the file's own header, so the file can be fixed and imported again.
 */
export function failedRowsCsv(errors: readonly RowError[], csv?: { header: string[]; records: string[][] }): string {
  const header = ["row", "field", "message", ...(csv?.header ?? []).map(defuseFileCell)];
  const lines = errors.map((error) => [
    ...[String(error.row), error.field, error.message].map(defuse),
    ...(csv ? csv.header.map((_, index) => defuseFileCell(csv.records[error.row - 1]?.[index] ?? "")) : []),
  ]);
  return `${Papa.unparse([header, ...lines], { newline: "\r\n" })}\r\n`;
}
