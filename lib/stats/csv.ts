import Papa from "papaparse";
import { FORMULA_ESCAPED } from "../csv/formula-cells";

/**
 * CSV rows for spreadsheets: RFC 4180 quoting, CRLF line ends, and formula injection defused
 * (a cell starting with = + - @ tab or CR gets a leading apostrophe, as OWASP advises, reversibly:
 * lib/csv/formula-cells.ts), since browsers, cities, URLs and code names come from people.
 * Numbers are written as they are.
 */
export function csvRows(rows: (string | number | null)[][], header?: string[]): string {
  const text = Papa.unparse(header ? { fields: header, data: rows } : rows, {
    escapeFormulae: FORMULA_ESCAPED,
    newline: "\r\n",
  });
  const trimmed = text.replace(/(\r\n)+$/, "");
  return trimmed ? `${trimmed}\r\n` : "";
}

export function csvHeaders(filename: string): Record<string, string> {
  return {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${filename}"`,
    "cache-control": "no-store",
  };
}
