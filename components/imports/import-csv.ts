import Papa from "papaparse";
import { FORMULA_ESCAPED, unescapeFormulaCell } from "@/lib/csv/formula-cells";
import { columnsOf, delimiterOf, tagsOf } from "@/lib/imports/csv-header";

/** Rows the preview shows. */
export const PREVIEW_ROWS = 20;

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

/** The CSV as the import will read it: its header, its rows, and the first PREVIEW_ROWS as links. */
export function readImportCsv(text: string): ImportCsv {
  const body = text.replace(/^\uFEFF/, "");
  const { data } = Papa.parse<string[]>(body, { delimiter: delimiterOf(body), skipEmptyLines: "greedy" });
  if (data.length === 0) return { ok: false, error: "The CSV is empty: give a header row and at least one link." };
  const header = data[0].map((cell) => cell.trim());
  const columns = columnsOf(header);
  if (columns.url === -1)
    return {
      ok: false,
      error: `The first row must be a header with a url column (or content, long_url, longUrl, destination); found “${header.join(", ")}”.`,
    };
  const records = data.slice(1);
  if (records.length === 0) return { ok: false, error: "The CSV has a header but no rows." };
  const cell = (cells: string[], column: PreviewColumn) => {
    const at = columns[column];
    return at === -1 ? "" : unescapeFormulaCell(cells[at] ?? "").trim();
  };
  const preview = records.slice(0, PREVIEW_ROWS).map((cells, index) => ({
    row: index + 1,
    url: cell(cells, "url"),
    name: cell(cells, "name"),
    slug: cell(cells, "slug"),
    domain: cell(cells, "domain").toLowerCase(),
    tags: tagsOf(cell(cells, "tags")),
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
