import type { AuthenticatedCaller } from "../auth/caller";
import { creatorColumnsOf } from "../codes/code-creator";
import { getConfig } from "../config/env";
import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import type { CreateImportInput } from "./import-schemas";
import { sealImportOptions } from "./import-options-box";
import { importUrl } from "./import-view";
import { signalImportWork } from "./import-work-signal";

/** Imports a workspace may have waiting or running at once (each may hold a file of IMPORT_MAX_BYTES). */
export const MAX_UNFINISHED_IMPORTS = 5;

/** imports.create: queues the import (the worker reads and writes it); a CSV is kept until read. */
export async function createImport(caller: AuthenticatedCaller, input: CreateImportInput) {
  const limit = getConfig().IMPORT_MAX_BYTES;
  const csv = input.source === "csv" ? input.options.csv : null;
  if (csv !== null && Buffer.byteLength(csv) > limit)
    throw new ApiError("PAYLOAD_TOO_LARGE", `options.csv: must be at most ${limit} bytes`, [
      { field: "options.csv", message: `must be at most ${limit} bytes` },
    ]);
  const prisma = await db();
  const waiting = await prisma.import.count({
    where: { accountId: caller.accountId, status: { in: ["QUEUED", "RUNNING"] } },
  });
  if (waiting >= MAX_UNFINISHED_IMPORTS)
    throw new ApiError(
      "CONFLICT",
      `The workspace has ${waiting} imports waiting or running; start another when one has finished.`,
    );
  const row = await prisma.import.create({
    data: {
      accountId: caller.accountId,
      source: input.source,
      dryRun: input.dryRun ?? false,
      csvText: csv,
      optionsSealed: csv === null ? sealImportOptions(input.options) : null,
      ...creatorColumnsOf(caller),
    },
    select: { id: true },
  });
  signalImportWork();
  return { importId: row.id, status: "QUEUED" as const, location: importUrl(row.id) };
}
