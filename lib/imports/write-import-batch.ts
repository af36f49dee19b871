import type { Actor } from "../codes/actor";
import { applyCodeChange } from "../codes/apply-code-change";
import { generateShortCode } from "../codes/generate-short-code";
import { getConfig } from "../config/env";
import { chargeCredits } from "../credits/charge-credits";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { isUniqueViolationOn } from "../db/is-prisma-error";
import { isSlugViolation } from "../codes/claim-link";
import { resolveDesign } from "../generate/resolve-design";
import { DEFAULT_IMAGE_SIZE } from "../generate/generate-qr-image";
import type { ClaimedImport } from "./claim-import";
import type { JudgedRow } from "./judge-row";
import { planRows } from "./plan-rows";
import { takeStaticQuota } from "./take-static-quota";

const ATTEMPTS = 3;

export interface PendingRow {
  row: number;
  judged: JudgedRow;
}

interface Outcome {
  row: number;
  outcome: "CREATED" | "CREATING" | "UPDATED" | "SKIPPED" | "FAILED";
  qrCodeId?: string | null;
  field?: string | null;
  message?: string | null;
}

/** Who started the import, as the author of the changes it makes. */
const actorOf = (claim: ClaimedImport): Actor =>
  claim.createdByKeyId
    ? { kind: "key", keyId: claim.createdByKeyId, userId: claim.createdByUserId ?? undefined }
    : claim.createdByUserId
      ? { kind: "session", userId: claim.createdByUserId }
      : { kind: "system" };

/** New codes of a batch as rows: the default design of their content, a fresh short code each. */
function codeRows(claim: ClaimedImport, rows: PendingRow[]): Prisma.QrCodeCreateManyInput[] {
  return rows.map(({ judged }) => {
    const design = resolveDesign({ content: judged.content });
    const shortCode = judged.mode === "DYNAMIC" ? generateShortCode() : null;
    return {
      accountId: claim.accountId,
      name: judged.name,
      tags: judged.tags,
      mode: judged.mode,
      content: judged.content,
      targetUrl: judged.targetUrl,
      shortCode,
      templateUsed: design.templateUsed,
      matchedKeywords: design.matchedKeywords,
      styles: design.styles as Prisma.InputJsonValue,
      errorCorrectionLevel: "M",
      size: DEFAULT_IMAGE_SIZE,
      domainId: judged.domainId,
      slug: judged.domainId ? (judged.slug ?? shortCode) : null,
      importSource: claim.source,
      importSourceId: judged.sourceId,
      createdByUserId: claim.createdByUserId,
      createdByKeyId: claim.createdByKeyId,
      ...(judged.createdAt ? { createdAt: new Date(judged.createdAt) } : {}),
    };
  });
}

/** Each row's outcome in one statement, and the import's counts beside it. */
async function recordOutcomes(tx: Prisma.TransactionClient, importId: string, outcomes: Outcome[]) {
  if (outcomes.length === 0) return;
  const values = Prisma.join(
    outcomes.map(
      (o) => Prisma.sql`(${o.row}::int, ${o.outcome}, ${o.qrCodeId ?? null}, ${o.field ?? null}, ${o.message ?? null})`,
    ),
  );
  await tx.$executeRaw`UPDATE "ImportRow" AS r SET outcome = v.outcome, "qrCodeId" = v.code, field = v.field, message = v.message
    FROM (VALUES ${values}) AS v(row, outcome, code, field, message)
    WHERE r."importId" = ${importId} AND r.row = v.row`;
  const count = (...kinds: Outcome["outcome"][]) => outcomes.filter((o) => kinds.includes(o.outcome)).length;
  await tx.import.update({
    where: { id: importId },
    data: {
      processed: { increment: outcomes.length },
      created: { increment: count("CREATED", "CREATING") },
      updated: { increment: count("UPDATED") },
      skipped: { increment: count("SKIPPED") },
      failed: { increment: count("FAILED") },
    },
    select: { id: true },
  });
}

/**
 * Writes a batch of PENDING rows: planned again against the workspace as it is now, then the new
 * codes charged (one ledger entry) and inserted together with every row's outcome in one
 * transaction, so a restart never makes a code twice. Changed destinations go through the usual
 * change (a version, the link cache told). A short-code or slug collision retries the batch.
 * `afterCreate`: the source has more to do per new code, so those rows stay CREATING until it is done.
 */
export async function writeImportBatch(claim: ClaimedImport, rows: PendingRow[], afterCreate: boolean) {
  const prisma = await db();
  for (let attempt = 1; ; attempt++) {
    const plans = await planRows(claim.accountId, claim.source, rows, new Set());
    const outcomes: Outcome[] = [];
    const fresh: PendingRow[] = [];
    for (const pending of rows) {
      const plan = plans.get(pending.row);
      if (!plan) continue;
      if (plan.kind === "fail")
        outcomes.push({ row: pending.row, outcome: "FAILED", field: plan.field, message: plan.message });
      else if (plan.kind === "skip")
        outcomes.push({ row: pending.row, outcome: "SKIPPED", qrCodeId: plan.codeId, message: plan.message });
      else if (plan.kind === "create") fresh.push(pending);
      else {
        try {
          const data = { targetUrl: pending.judged.targetUrl, content: pending.judged.content };
          await applyCodeChange(claim.accountId, plan.codeId, data, actorOf(claim), "import");
          outcomes.push({ row: pending.row, outcome: "UPDATED", qrCodeId: plan.codeId });
        } catch (error) {
          outcomes.push({ row: pending.row, outcome: "FAILED", field: "url", message: (error as Error).message });
        }
      }
    }
    try {
      const created = await prisma.$transaction(
        async (tx) => {
          const statics = fresh.filter((pending) => pending.judged.mode === "STATIC");
          const refused = new Set(
            await takeStaticQuota(
              tx,
              claim.accountId,
              statics.map((pending) => pending.row),
            ),
          );
          const writing = fresh.filter((pending) => !refused.has(pending.row));
          for (const row of refused)
            outcomes.push({
              row,
              outcome: "FAILED",
              field: "mode",
              message: "the monthly static-code quota is used up",
            });
          const dynamic = writing.filter((pending) => pending.judged.mode === "DYNAMIC").length;
          const cost = dynamic * getConfig().DYNAMIC_CODE_COST;
          if (cost > 0)
            await chargeCredits(tx, {
              accountId: claim.accountId,
              amount: cost,
              reason: "qrcode.import",
              reference: claim.id,
            });
          const codes = writing.length
            ? await tx.qrCode.createManyAndReturn({
                data: codeRows(claim, writing),
                select: { id: true, importSourceId: true },
              })
            : [];
          const ids = new Map(codes.map((code) => [code.importSourceId, code.id]));
          const made = writing.map((pending) => ({
            row: pending.row,
            outcome: afterCreate ? ("CREATING" as const) : ("CREATED" as const),
            qrCodeId: ids.get(pending.judged.sourceId) ?? null,
          }));
          await recordOutcomes(tx, claim.id, [...outcomes, ...made]);
          return made;
        },
        { maxWait: 15_000, timeout: 60_000 },
      );
      return created;
    } catch (error) {
      const collided = isUniqueViolationOn(error, "shortCode") || isSlugViolation(error);
      if (!collided || attempt >= ATTEMPTS) throw error;
    }
  }
}
