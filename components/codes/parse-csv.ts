/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF; a field in double quotes may
 * hold commas, line breaks and doubled quotes (""). Blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark from spreadsheet exports

  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0].trim() !== "") rows.push(row);
    row = [];
    field = "";
  };

  for (; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      endRow();
    } else field += char;
  }
  if (field !== "" || row.length) endRow();
  return rows;
}

export const BATCH_COLUMNS = ["content", "mode", "name", "templateId"] as const;
export const MAX_BATCH_ROWS = 20;

export interface BatchRow {
  content: string;
  mode: string;
  name: string;
  templateId: string;
}

export type BatchParse = { ok: true; rows: BatchRow[] } | { ok: false; error: string };

/** The batch CSV: a header row naming at least `content` (any order, any case), then 1 to 20 rows. */
export function parseBatchCsv(text: string): BatchParse {
  const records = parseCsv(text);
  if (records.length === 0) return { ok: false, error: "The CSV is empty. Start with a header row: content,mode,name,templateId." };
  const header = records[0].map((cell) => cell.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name.toLowerCase());
  if (column("content") < 0) {
    return { ok: false, error: `The first row must be a header naming the columns (content,mode,name,templateId); found “${records[0].join(",")}”.` };
  }
  const unknown = header.filter((name) => name !== "" && !BATCH_COLUMNS.some((known) => known.toLowerCase() === name));
  if (unknown.length) return { ok: false, error: `Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}. Use content, mode, name and templateId.` };
  const body = records.slice(1);
  if (body.length === 0) return { ok: false, error: "The CSV has a header but no rows." };
  if (body.length > MAX_BATCH_ROWS) return { ok: false, error: `The CSV has ${body.length} rows; a batch takes at most ${MAX_BATCH_ROWS}.` };

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
