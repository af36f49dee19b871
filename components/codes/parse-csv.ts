import Papa from "papaparse";
import { MAX_BATCH_ITEMS } from "@/lib/codes/code-limits";

/**
 * RFC 4180 CSV through Papa Parse: fields separated by commas, records by CRLF or LF; a quoted
 * field may hold commas, line breaks and doubled quotes (""). Blank lines are skipped, and so is a
 * byte-order mark from spreadsheet exports.
 */
export function parseCsv(text: string): { records: string[][]; error?: string } {
  const { data, errors } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ",", skipEmptyLines: false });
  const records = data.filter((row) => row.length > 1 || (row[0] ?? "").trim() !== "");
  const unclosed = errors.find((error) => error.code === "MissingQuotes");
  return {
    records,
    error: unclosed
      ? `A quoted field on row ${(unclosed.row ?? 0) + 1} is never closed: add the closing ".`
      : undefined,
  };
}

export const BATCH_COLUMNS = ["content", "mode", "name", "templateId"] as const;

export interface BatchRow {
  content: string;
  mode: string;
  name: string;
  templateId: string;
}

export type BatchParse = { ok: true; rows: BatchRow[] } | { ok: false; error: string };

/** The batch CSV: a header row naming at least `content` (any order, any case), then 1 to MAX_BATCH_ITEMS rows. */
export function parseBatchCsv(text: string): BatchParse {
  const { records, error } = parseCsv(text);
  if (error) return { ok: false, error };
  if (records.length === 0)
    return { ok: false, error: "The CSV is empty. Start with a header row: content,mode,name,templateId." };
  const header = records[0].map((cell) => cell.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name.toLowerCase());
  if (column("content") < 0) {
    return {
      ok: false,
      error: `The first row must be a header naming the columns (content,mode,name,templateId); found “${records[0].join(",")}”.`,
    };
  }
  const unknown = header.filter((name) => name !== "" && !BATCH_COLUMNS.some((known) => known.toLowerCase() === name));
  if (unknown.length)
    return {
      ok: false,
      error: `Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}. Use content, mode, name and templateId.`,
    };
  const body = records.slice(1);
  if (body.length === 0) return { ok: false, error: "The CSV has a header but no rows." };
  if (body.length > MAX_BATCH_ITEMS)
    return { ok: false, error: `The CSV has ${body.length} rows; a batch takes at most ${MAX_BATCH_ITEMS}.` };

  const cell = (record: string[], name: string) => {
    const at = column(name);
    return at < 0 ? "" : (record[at] ?? "").trim();
  };
  return {
    ok: true,
    rows: body.map((record) => ({
      content: cell(record, "content"),
      mode: cell(record, "mode").toUpperCase(),
      name: cell(record, "name"),
      templateId: cell(record, "templateId"),
    })),
  };
}

/** One batch item: empty cells are left out, so the server applies its defaults (mode DYNAMIC, Auto template). */
export function toBatchItem(row: BatchRow): Record<string, string> {
  const item: Record<string, string> = { content: row.content };
  if (row.mode) item.mode = row.mode;
  if (row.name) item.name = row.name;
  if (row.templateId) item.templateId = row.templateId;
  return item;
}
