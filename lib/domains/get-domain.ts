import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import type { DomainView } from "./domain-schemas";
import { DOMAIN_SELECT, toDomainView } from "./domain-view";

export const domainNotFound = () => new ApiError("NOT_FOUND", "Domain not found.");

/** domains.get: one of the workspace's domains (another workspace's id answers 404). */
export async function getDomain(accountId: string, id: string): Promise<DomainView> {
  const prisma = await db();
  const row = await prisma.domain.findFirst({ where: { id, accountId }, select: DOMAIN_SELECT });
  if (!row) throw domainNotFound();
  return toDomainView(row);
}
