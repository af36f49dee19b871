import { slugTaken } from "../codes/claim-link";
import { db } from "../db/client";
import type { JudgedRow } from "./judge-row";

/** What becomes of a judged row: a new code, an earlier run's code updated or left, or a row error. */
export type RowPlan =
  | { kind: "create" }
  | { kind: "update"; codeId: string }
  | { kind: "skip"; codeId: string | null; message: string }
  | { kind: "fail"; field: string; message: string };

export interface PlannedRow {
  row: number;
  judged: JudgedRow;
}

const linkKey = (domainId: string, slug: string) => `${domainId}/${slug}`;

/**
 * Plans a batch against the workspace as it is now: a source id an earlier run imported is that code
 * (left alone, or updated when its destination changed; a deleted one stays deleted); a slug another
 * code or an old link holds on its domain is a row error, never an overwrite. `links` carries the
 * slugs this run already gave out, so a slug twice in one source fails the second time.
 */
export async function planRows(
  accountId: string,
  source: string,
  rows: PlannedRow[],
  links: Set<string>,
  now = new Date(),
): Promise<Map<number, RowPlan>> {
  const prisma = await db();
  const existing = await prisma.qrCode.findMany({
    where: { accountId, importSource: source, importSourceId: { in: rows.map((row) => row.judged.sourceId) } },
    select: { id: true, importSourceId: true, targetUrl: true, mode: true, status: true },
  });
  const bySourceId = new Map(existing.map((code) => [code.importSourceId, code]));
  const fresh = rows.filter((row) => !bySourceId.has(row.judged.sourceId) && row.judged.domainId && row.judged.slug);
  const pairs = fresh.map(({ judged }) => ({ domainId: judged.domainId as string, slug: judged.slug as string }));
  const [codes, aliases] = pairs.length
    ? await Promise.all([
        prisma.qrCode.findMany({ where: { OR: pairs }, select: { domainId: true, slug: true } }),
        prisma.qrCodeLinkAlias.findMany({
          where: { OR: pairs, expiresAt: { gt: now } },
          select: { domainId: true, slug: true },
        }),
      ])
    : [[], []];
  const held = new Set([...codes, ...aliases].map((link) => linkKey(link.domainId ?? "", link.slug ?? "")));

  const plans = new Map<number, RowPlan>();
  for (const { row, judged } of rows) {
    const code = bySourceId.get(judged.sourceId);
    if (code) {
      if (code.status === "DELETED") plans.set(row, { kind: "skip", codeId: code.id, message: "its code was deleted" });
      else if (code.mode !== "DYNAMIC" || code.targetUrl === judged.targetUrl)
        plans.set(row, { kind: "skip", codeId: code.id, message: "already imported" });
      else plans.set(row, { kind: "update", codeId: code.id });
      continue;
    }
    if (judged.domainId && judged.slug) {
      const key = linkKey(judged.domainId, judged.slug);
      if (held.has(key) || links.has(key)) {
        plans.set(row, { kind: "fail", field: "slug", message: slugTaken(judged.hostname ?? "", judged.slug).message });
        continue;
      }
      links.add(key);
    }
    plans.set(row, { kind: "create" });
  }
  return plans;
}
