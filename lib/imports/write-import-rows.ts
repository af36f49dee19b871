import { db } from "../db/client";
import type { ClaimedImport } from "./claim-import";
import type { ImportAdapter, ImportReadContext, SourceRow } from "./import-row";
import { renewImportLease } from "./import-lease";
import type { JudgedRow } from "./judge-row";
import { writeImportBatch } from "./write-import-batch";

const BATCH = 250;
const AFTER_CREATE_AT_ONCE = 4;

export interface WriteContext extends ImportReadContext {
  leaseMs: number;
  /** True once the server is stopping: leave between batches (the import resumes later). */
  stopping(): boolean;
}

/** The server stops: the import is left RUNNING with its lease let go, to resume at the next claim. */
export class ImportPaused extends Error {}

/**
 * The WRITE phase: PENDING rows in batches of 250 in row order (lib/imports/write-import-batch.ts),
 * and, for a source with more to do per code (Shlink's visits), the rows left CREATING. Each batch
 * renews the lease, which is where a cancel is seen. Returns when no row is left to write.
 */
export async function writeImportRows(
  claim: ClaimedImport,
  adapter: ImportAdapter<unknown>,
  options: unknown,
  context: WriteContext,
): Promise<void> {
  const prisma = await db();
  const perCode = adapter.afterCreate !== undefined && (adapter.wantsAfterCreate?.(options) ?? true);
  for (;;) {
    if (context.stopping()) throw new ImportPaused();
    if (perCode) {
      const creating = await prisma.importRow.findMany({
        where: { importId: claim.id, outcome: "CREATING" },
        orderBy: { row: "asc" },
        take: AFTER_CREATE_AT_ONCE * 4,
        select: { row: true, data: true, qrCodeId: true },
      });
      if (creating.length > 0) {
        await finishCreating(claim, adapter, options, creating, context);
        await renewImportLease(claim, context.leaseMs);
        continue;
      }
    }
    const pending = await prisma.importRow.findMany({
      where: { importId: claim.id, outcome: "PENDING" },
      orderBy: { row: "asc" },
      take: BATCH,
      select: { row: true, data: true },
    });
    if (pending.length === 0) return;
    const rows = pending.map(({ row, data }) => ({ row, judged: (data as unknown as { judged: JudgedRow }).judged }));
    await writeImportBatch(claim, rows, perCode);
    await renewImportLease(claim, context.leaseMs);
  }
}

/** A source's work per new code, a few at once; a failure there is said on the row, the code stays. */
async function finishCreating(
  claim: ClaimedImport,
  adapter: ImportAdapter<unknown>,
  options: unknown,
  rows: { row: number; data: unknown; qrCodeId: string | null }[],
  context: WriteContext,
) {
  const prisma = await db();
  let next = 0;
  const done = (row: number, message?: string) => ({
    where: { importId_row: { importId: claim.id, row } },
    data: { outcome: "CREATED", ...(message ? { message } : {}) },
    select: { row: true },
  });
  const lane = async () => {
    while (next < rows.length) {
      const { row, data, qrCodeId } = rows[next++];
      const source = (data as { source: SourceRow }).source;
      if (!qrCodeId) {
        await prisma.importRow.update(done(row));
        continue;
      }
      try {
        await adapter.afterCreate?.(
          options,
          source,
          { id: qrCodeId, accountId: claim.accountId },
          async (tx) => void (await tx.importRow.update(done(row))),
          context,
        );
      } catch (error) {
        await prisma.importRow.update(done(row, `the code was made; ${(error as Error).message}`));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AFTER_CREATE_AT_ONCE, rows.length) }, lane));
}
