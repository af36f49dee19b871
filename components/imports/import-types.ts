import type { ResultOf } from "@/components/ui/api-call";
import type { getImportContract, listImportsContract } from "@/components/ui/api-routes.generated";

export type ImportView = ResultOf<typeof getImportContract>;
export type ImportSummary = ResultOf<typeof listImportsContract>["data"][number];
export type ImportStatus = ImportView["status"];
export type ImportSourceName = ImportView["source"];

export const SOURCE_LABELS: Record<ImportSourceName, string> = {
  csv: "CSV file",
  bitly: "Bitly",
  shlink: "Shlink",
  dub: "Dub",
};

export const isRunning = (status: ImportStatus | undefined) => status === "QUEUED" || status === "RUNNING";
