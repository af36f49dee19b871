import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { signalOutboxWrite } from "../events/outbox-signal";
import { writeOutboxEvent } from "../events/write-outbox-event";
import type { ClaimedImport } from "./claim-import";

export type FinishedStatus = "SUCCEEDED" | "FAILED" | "CANCELLED";
export interface ImportFailure {
  code: string;
  message: string;
}

const EVENT_SELECT = {
  id: true,
  accountId: true,
  source: true,
  status: true,
  dryRun: true,
  total: true,
  created: true,
  updated: true,
  skipped: true,
  failed: true,
  finishedAt: true,
} as const;

/** The one `import.finished` event of a real run (not a dry run), written with its last change. */
export async function writeImportFinished(tx: Prisma.TransactionClient, importId: string): Promise<void> {
  const row = await tx.import.findUniqueOrThrow({ where: { id: importId }, select: EVENT_SELECT });
  if (row.dryRun) return;
  const { id, accountId, finishedAt, dryRun: _dryRun, ...counts } = row;
  await writeOutboxEvent(tx, {
    accountId,
    type: "import.finished",
    payload: { importId: id, ...counts, finishedAt: finishedAt?.toISOString() ?? null },
  });
}

/**
 * Ends the worker's import: its status, the failure if any, the source's secrets and file dropped,
 * and the event. Only while the import is still this worker's (a cancel got there first: nothing).
 */
export async function finishImport(claim: ClaimedImport, status: FinishedStatus, error?: ImportFailure) {
  const prisma = await db();
  const finished = await prisma.$transaction(async (tx) => {
    const { count } = await tx.import.updateMany({
      where: { id: claim.id, leaseToken: claim.leaseToken, status: "RUNNING" },
      data: {
        status,
        finishedAt: new Date(),
        leaseUntil: null,
        optionsSealed: null,
        csvText: null,
        ...(error ? { error: error as unknown as Prisma.InputJsonValue } : {}),
      },
    });
    if (count > 0) await writeImportFinished(tx, claim.id);
    return count > 0;
  });
  if (finished) signalOutboxWrite();
}
