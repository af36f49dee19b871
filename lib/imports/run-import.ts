import { db } from "../db/client";
import { sumLedger } from "../credits/credit-ledger";
import { toApiError } from "../errors/to-api-error";
import type { ClaimedImport } from "./claim-import";
import { adapterOf } from "./import-adapters";
import { ImportLeaseLost } from "./import-lease";
import { openImportOptions } from "./import-options-box";
import { finishImport } from "./finish-import";
import { readImportRows } from "./read-import-rows";
import { ImportPaused, type WriteContext, writeImportRows } from "./write-import-rows";

async function optionsOf(claim: ClaimedImport): Promise<unknown> {
  const prisma = await db();
  const row = await prisma.import.findUniqueOrThrow({
    where: { id: claim.id },
    select: { csvText: true, optionsSealed: true },
  });
  if (claim.source === "csv") return { csv: row.csvText ?? "" };
  return row.optionsSealed ? openImportOptions(row.optionsSealed) : {};
}

/** After reading: a dry run is done; a real run that needs more credits than there are fails now. */
async function afterReading(claim: ClaimedImport): Promise<"done" | "write"> {
  if (claim.dryRun) {
    await finishImport(claim, "SUCCEEDED");
    return "done";
  }
  const prisma = await db();
  const { creditsNeeded } = await prisma.import.findUniqueOrThrow({
    where: { id: claim.id },
    select: { creditsNeeded: true },
  });
  const balance = await sumLedger(prisma, claim.accountId);
  if (creditsNeeded > balance) {
    const message = `This import needs ${creditsNeeded} credits for its new dynamic codes; the workspace has ${balance}. Nothing was written.`;
    await finishImport(claim, "FAILED", { code: "CREDIT_EXHAUSTED", message });
    return "done";
  }
  await prisma.import.updateMany({
    where: { id: claim.id, leaseToken: claim.leaseToken, status: "RUNNING" },
    data: { phase: "WRITE", csvText: null },
  });
  return "write";
}

/**
 * Runs a claimed import to its end from the phase it is in: READ (stage and judge every row), the
 * credit check, then WRITE. A failure of the whole source (a refused token, an unreadable file)
 * fails the import with its message; a cancel or a stopping server leaves it to whoever holds it next.
 */
export async function runImport(claim: ClaimedImport, context: WriteContext): Promise<void> {
  const adapter = adapterOf(claim.source);
  try {
    const options = await optionsOf(claim);
    if (claim.phase === "READ") {
      await readImportRows(claim, adapter, options, context);
      if ((await afterReading(claim)) === "done") return;
    }
    await writeImportRows(claim, adapter, options, context);
    await finishImport(claim, "SUCCEEDED");
  } catch (error) {
    if (error instanceof ImportLeaseLost) return;
    if (error instanceof ImportPaused || context.signal.aborted) {
      const prisma = await db();
      await prisma.import.updateMany({
        where: { id: claim.id, leaseToken: claim.leaseToken },
        data: { leaseUntil: new Date() },
      });
      return;
    }
    const failure = toApiError(error);
    if (failure.status >= 500) console.error(`[imports] import ${claim.id} failed:`, (error as Error).message);
    await finishImport(claim, "FAILED", { code: failure.code, message: failure.message });
  }
}
