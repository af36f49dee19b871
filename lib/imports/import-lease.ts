import { setImmediate as turnOfTheLoop } from "node:timers/promises";
import { db } from "../db/client";
import type { ClaimedImport } from "./claim-import";

/** The import stopped being this worker's: cancelled, or its lease taken by another after it ran out. */
export class ImportLeaseLost extends Error {
  constructor() {
    super("the import was cancelled or claimed by another worker");
  }
}

/**
 * Extends the claim between batches; throws ImportLeaseLost when the import is no longer this worker's.
 * Then lets the event loop turn once: on the embedded database a query resolves without one (PGlite
 * runs in this thread), so a running import would otherwise hold the process's requests, timers and
 * I/O until its very end (a 10,000-row CSV: ~14 s with no turn at all).
 */
export async function renewImportLease(claim: ClaimedImport, leaseMs: number): Promise<void> {
  const prisma = await db();
  const { count } = await prisma.import.updateMany({
    where: { id: claim.id, leaseToken: claim.leaseToken, status: "RUNNING" },
    data: { leaseUntil: new Date(Date.now() + leaseMs) },
  });
  if (count === 0) throw new ImportLeaseLost();
  await turnOfTheLoop();
}
