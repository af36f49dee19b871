import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { domainsChanged } from "./process-domain-directory";
import { invalid } from "../errors/api-error";
import type { DomainView, UpdateDomainInput } from "./domain-schemas";
import { DOMAIN_SELECT, toDomainView } from "./domain-view";
import { domainNotFound } from "./get-domain";

/**
 * domains.update: the default domain (a workspace has one at most: setting it moves it here) and
 * where the domain's root and unknown slugs redirect. Only a domain that serves links (VERIFIED or
 * FAILING) can be the default.
 */
export async function updateDomain(caller: AuditCaller, id: string, input: UpdateDomainInput): Promise<DomainView> {
  const { accountId } = caller;
  const prisma = await db();
  const view = await prisma.$transaction(async (tx) => {
    const domain = await tx.domain.findFirst({ where: { id, accountId }, select: { status: true, hostname: true } });
    if (!domain) throw domainNotFound();
    if (input.isDefault === true) {
      if (domain.status === "PENDING")
        throw invalid("isDefault", "needs a verified domain: add the TXT record and verify it first");
      await tx.domain.updateMany({ where: { accountId, isDefault: true, NOT: { id } }, data: { isDefault: false } });
    }
    const row = await tx.domain.update({
      where: { id },
      data: {
        isDefault: input.isDefault,
        rootRedirect: input.redirects?.root,
        notFoundRedirect: input.redirects?.notFound,
      },
      select: DOMAIN_SELECT,
    });
    await recordAudit(tx, caller, {
      action: "domain.updated",
      target: { type: "domain", id },
      details: {
        hostname: domain.hostname,
        ...(input.isDefault !== undefined ? { isDefault: input.isDefault } : {}),
        ...(input.redirects ? { redirects: { root: row.rootRedirect, notFound: row.notFoundRedirect } } : {}),
      },
    });
    return toDomainView(row);
  });
  await domainsChanged();
  return view;
}
