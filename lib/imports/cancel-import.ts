import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { signalOutboxWrite } from "../events/outbox-signal";
import { writeImportFinished } from "./finish-import";
import { getImport, importNotFound } from "./get-import";

/**
 * imports.cancel: a QUEUED or RUNNING import becomes CANCELLED in one conditional update; the worker
 * sees it when it renews its lease between batches and stops (codes already made stay).
 */
export async function cancelImport(accountId: string, id: string) {
  const prisma = await db();
  const count = await prisma.$transaction(async (tx) => {
    const { count } = await tx.import.updateMany({
      where: { id, accountId, status: { in: ["QUEUED", "RUNNING"] } },
      data: { status: "CANCELLED", finishedAt: new Date(), optionsSealed: null, csvText: null, leaseUntil: null },
    });
    if (count > 0) await writeImportFinished(tx, id);
    return count;
  });
  if (count > 0) signalOutboxWrite();
  else {
    const exists = await prisma.import.findFirst({ where: { id, accountId }, select: { status: true } });
    if (!exists) throw importNotFound();
    throw new ApiError("CONFLICT", `The import has already finished (${exists.status}).`);
  }
  return getImport(accountId, id);
}
