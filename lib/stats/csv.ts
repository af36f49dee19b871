import Papa from "papaparse";

/**
 * CSV rows for spreadsheets: RFC 4180 quoting, CRLF line ends, and formula injection defused
 * (a cell starting with = + - @ tab or CR gets a leading apostrophe, as OWASP advises), since
 * browsers, cities and URLs in scans come from visitors.
 */
export function csvRows(rows: (string | number | null)[][], header?: string[]): string {
  const text = Papa.unparse(header ? { fields: header, data: rows } : rows, { escapeFormulae: true, newline: "\r\n" });
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
