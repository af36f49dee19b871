import { getConfig } from "../config/env";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { ClaimedImport } from "./claim-import";
import {
  type ImportAdapter,
  type ImportReadContext,
  isRowError,
  type SourceRow,
  type SourceRowError,
} from "./import-row";
import { renewImportLease } from "./import-lease";
import { judgeRow } from "./judge-row";
import { planRows, type PlannedRow } from "./plan-rows";
import { workspaceDomains } from "./workspace-domains";

const CHUNK = 500;

type StagedRow = Prisma.ImportRowCreateManyInput;

/**
 * The READ phase: every row of the source is judged, planned against the workspace and staged in
 * ImportRow, a chunk at a time. Rows that fail, repeat or were imported unchanged before are final
 * here; the rest wait PENDING for the writer (a dry run gives them the outcome they would have).
 * Counts and the credits the new dynamic codes need add up as the rows come. A restart reads again.
 */
export async function readImportRows(
  claim: ClaimedImport,
  adapter: ImportAdapter<unknown>,
  options: unknown,
  context: ImportReadContext & { leaseMs: number },
): Promise<void> {
  const prisma = await db();
  await prisma.importRow.deleteMany({ where: { importId: claim.id } });
  const zero = { total: 0, processed: 0, created: 0, updated: 0, skipped: 0, failed: 0, creditsNeeded: 0 };
  await prisma.import.update({ where: { id: claim.id }, data: zero, select: { id: true } });
  const domains = await workspaceDomains(claim.accountId);
  const cost = getConfig().DYNAMIC_CODE_COST;
  const sourceIds = new Set<string>();
  const links = new Set<string>();
  let buffer: (SourceRow | SourceRowError)[] = [];

  async function flush() {
    const items = buffer;
    buffer = [];
    if (items.length === 0) return;
    const staged: StagedRow[] = [];
    const candidates: (PlannedRow & { source: SourceRow })[] = [];
    for (const item of items) {
      if (isRowError(item)) {
        staged.push({
          importId: claim.id,
          row: item.row,
          data: {},
          outcome: "FAILED",
          field: item.field,
          message: item.message,
        });
        continue;
      }
      const judged = judgeRow(item, domains);
      if ("message" in judged) {
        staged.push({
          importId: claim.id,
          row: item.row,
          data: { source: item } as never,
          outcome: "FAILED",
          field: judged.field,
          message: judged.message,
        });
      } else if (sourceIds.has(judged.sourceId)) {
        staged.push({
          importId: claim.id,
          row: item.row,
          data: { source: item } as never,
          outcome: "SKIPPED",
          message: "repeats an earlier row",
        });
      } else {
        sourceIds.add(judged.sourceId);
        candidates.push({ row: item.row, judged, source: item });
      }
    }
    const plans = await planRows(claim.accountId, claim.source, candidates, links);
    let creditsNeeded = 0;
    for (const { row, judged, source } of candidates) {
      const plan = plans.get(row);
      const data = { source, judged } as never;
      if (!plan) continue;
      if (plan.kind === "fail")
        staged.push({ importId: claim.id, row, data, outcome: "FAILED", field: plan.field, message: plan.message });
      else if (plan.kind === "skip")
        staged.push({
          importId: claim.id,
          row,
          data,
          outcome: "SKIPPED",
          message: plan.message,
          qrCodeId: plan.codeId,
        });
      else {
        if (plan.kind === "create" && judged.mode === "DYNAMIC") creditsNeeded += cost;
        const outcome = claim.dryRun ? (plan.kind === "create" ? "CREATED" : "UPDATED") : "PENDING";
        staged.push({ importId: claim.id, row, data, outcome, qrCodeId: plan.kind === "update" ? plan.codeId : null });
      }
    }
    const count = (outcome: string) => staged.filter((row) => row.outcome === outcome).length;
    const final = staged.length - count("PENDING");
    await prisma.$transaction([
      prisma.importRow.createMany({ data: staged }),
      prisma.import.update({
        where: { id: claim.id },
        data: {
          total: { increment: staged.length },
          processed: { increment: final },
          failed: { increment: count("FAILED") },
          skipped: { increment: count("SKIPPED") },
          created: { increment: count("CREATED") },
          updated: { increment: count("UPDATED") },
          creditsNeeded: { increment: creditsNeeded },
        },
        select: { id: true },
      }),
    ]);
    await renewImportLease(claim, context.leaseMs);
  }

  for await (const item of adapter.read(options, context)) {
    buffer.push(item);
    if (buffer.length >= CHUNK) await flush();
  }
  await flush();
}
