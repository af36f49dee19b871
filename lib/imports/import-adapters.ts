import { ApiError } from "../errors/api-error";
import type { ImportAdapter, ImportSource } from "./import-row";
import { readCsv } from "./sources/csv";
import { IMPORT_ADAPTERS } from "./sources/index";

const csvAdapter: ImportAdapter<{ csv: string }> = { read: (options, context) => readCsv(options.csv, context) };

const ADAPTERS: Record<ImportSource, ImportAdapter<never>> = { csv: csvAdapter, ...IMPORT_ADAPTERS };

export function adapterOf(source: string): ImportAdapter<unknown> {
  const adapter = ADAPTERS[source as ImportSource];
  if (!adapter) throw new ApiError("INTERNAL_ERROR", `No importer for ${source}.`);
  return adapter as ImportAdapter<unknown>;
}
