import { getConfig } from "../config/env";
import type { ImportView } from "./import-schemas";
import type { ImportSource } from "./import-row";

export const importUrl = (id: string) => `${getConfig().APP_URL.replace(/\/+$/, "")}/api/v1/imports/${id}`;

export const IMPORT_SELECT = {
  id: true,
  source: true,
  status: true,
  dryRun: true,
  total: true,
  processed: true,
  created: true,
  updated: true,
  skipped: true,
  failed: true,
  creditsNeeded: true,
  error: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
} as const;

interface ImportRowOfView {
  id: string;
  source: string;
  status: ImportView["status"];
  dryRun: boolean;
  total: number;
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  creditsNeeded: number;
  error: unknown;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export function toImportView(row: ImportRowOfView, errors: ImportView["errors"] = []) {
  return {
    ...row,
    source: row.source as ImportSource,
    error: (row.error as { code: string; message: string } | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    errors,
  };
}
