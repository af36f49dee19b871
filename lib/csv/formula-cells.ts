/**
 * Spreadsheet formula injection, defused reversibly (OWASP's advice, made lossless). A cell a
 * spreadsheet would run as a formula (starting with = + - @ tab or CR) is written with a leading
 * apostrophe; so that the apostrophe can be told from one the text itself had, a cell starting with
 * apostrophes followed by such a character gets one more apostrophe as well.
 *
 *   written: `=SUM(A1)` → `'=SUM(A1)`, `'=x` → `''=x`, `-20% off` → `'-20% off`; `'90s` stays `'90s`
 *   read:    a cell matching UNESCAPE loses its first character, every other cell is read as it is
 *
 * Every CSV Codebeam writes uses ESCAPED (lib/stats/csv.ts); the CSV import reads every cell through
 * `unescapeFormulaCell`, so an export imports back unchanged.
 */
export const FORMULA_ESCAPED = /^'*[=+\-@\t\r]/;

/** A cell as the exporter wrote it when it had to escape it: one apostrophe more than the text had. */
const UNESCAPE = /^'+[=+\-@\t\r]/;

/** The cell's text before `csvRows` escaped it (the inverse of the rule above). */
export const unescapeFormulaCell = (cell: string): string => (UNESCAPE.test(cell) ? cell.slice(1) : cell);
