import { plainFieldMessage } from "@/components/ui/plain-field-message";
import { CreateQrCodeBody } from "@/lib/codes/code-schemas";
import { type BatchRow, toBatchItem } from "./parse-csv";

const MODES = ["DYNAMIC", "STATIC"];

/**
 * What is wrong with one CSV row before anything is sent, in plain words (null: nothing): the
 * create schema the API itself applies, plus the mode and template checks it does at create time.
 */
export function checkBatchRow(row: BatchRow, templateIds: ReadonlySet<string>): string | null {
  if (row.mode && !MODES.includes(row.mode)) return `Mode “${row.mode}” is not DYNAMIC or STATIC.`;
  if (row.templateId && !templateIds.has(row.templateId)) return `There is no template called “${row.templateId}”.`;
  const parsed = CreateQrCodeBody.safeParse(toBatchItem(row));
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  return plainFieldMessage(String(issue.path[0] ?? "content"), issue.message);
}

/** The valid rows by kind, for the price: dynamic ones cost credits, static ones use the monthly quota. */
export function countValid(rows: BatchRow[], problems: (string | null)[]) {
  const valid = rows.filter((_, index) => problems[index] === null);
  return {
    dynamic: valid.filter((row) => row.mode === "" || row.mode === "DYNAMIC").length,
    static: valid.filter((row) => row.mode === "STATIC").length,
    invalid: rows.length - valid.length,
  };
}
