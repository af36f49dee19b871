import { db } from "../db/client";
import type { WorkspaceDomains } from "./judge-row";

/** The domains a workspace serves links on (VERIFIED or FAILING), and its default one. */
export async function workspaceDomains(accountId: string): Promise<WorkspaceDomains> {
  const prisma = await db();
  const rows = await prisma.domain.findMany({
    where: { accountId, status: { in: ["VERIFIED", "FAILING"] } },
    select: { id: true, hostname: true, isDefault: true },
  });
  const byHostname = new Map(rows.map((row) => [row.hostname, { id: row.id, hostname: row.hostname }]));
  const fallback = rows.find((row) => row.isDefault);
  return { byHostname, fallback: fallback ? { id: fallback.id, hostname: fallback.hostname } : null };
}
