import { ApiError } from "../errors/api-error";
import type { ImportAdapter } from "./import-row";
import { readCsv } from "./sources/csv";

const csvAdapter: ImportAdapter<{ csv: string }> = { read: (options, context) => readCsv(options.csv, context) };

const ADAPTERS: Record<string, ImportAdapter<never>> = { csv: csvAdapter };

export function adapterOf(source: string): ImportAdapter<unknown> {
  const adapter = ADAPTERS[source];
  if (!adapter) throw new ApiError("INTERNAL_ERROR", `No importer for ${source}.`);
  return adapter as ImportAdapter<unknown>;
}
