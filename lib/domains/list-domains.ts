import { db } from "../db/client";
import type { DomainView } from "./domain-schemas";
import { DOMAIN_SELECT, toDomainView } from "./domain-view";

/** domains.list: the workspace's domains, the default first, then by hostname. */
export async function listDomains(accountId: string): Promise<{ data: DomainView[] }> {
  const prisma = await db();
  const rows = await prisma.domain.findMany({
    where: { accountId },
    select: DOMAIN_SELECT,
    orderBy: [{ isDefault: "desc" }, { hostname: "asc" }],
  });
  return { data: rows.map(toDomainView) };
}
