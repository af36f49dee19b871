import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { MAX_LISTED_ERRORS } from "./import-schemas";
import { IMPORT_SELECT, toImportView } from "./import-view";

export const importNotFound = () => new ApiError("NOT_FOUND", "Import not found.");

/** imports.get: the import with its first row errors; another workspace's id is a 404. */
export async function getImport(accountId: string, id: string) {
  const prisma = await db();
  const row = await prisma.import.findFirst({ where: { id, accountId }, select: IMPORT_SELECT });
  if (!row) throw importNotFound();
  const errors = await prisma.importRow.findMany({
    where: { importId: id, outcome: "FAILED" },
    orderBy: { row: "asc" },
    take: MAX_LISTED_ERRORS,
    select: { row: true, field: true, message: true },
  });
  return toImportView(
    row,
    errors.map((error) => ({ row: error.row, field: error.field ?? "row", message: error.message ?? "" })),
  );
}
