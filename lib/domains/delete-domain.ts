import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { domainsChanged } from "./process-domain-directory";
import { ApiError } from "../errors/api-error";
import { forgetCachedCode } from "../short-links/forget-cached-code";
import { domainNotFound } from "./get-domain";
import { displayHostname } from "./hostname";

/**
 * domains.delete: refused (409 DOMAIN_IN_USE) while live codes' links are on it, unless `force`,
 * which expires them first. The codes stay, without the domain: their links go back to the
 * install's short-link base (printed branded codes stop working, which is what force means).
 */
export async function deleteDomain(caller: AuditCaller, id: string, force: boolean) {
  const { accountId } = caller;
  const prisma = await db();
  const { codeIds, expiredCodes } = await prisma.$transaction(async (tx) => {
    const domain = await tx.domain.findFirst({ where: { id, accountId }, select: { hostname: true } });
    if (!domain) throw domainNotFound();
    const live = { domainId: id, deletedAt: null, status: "READY" as const };
    const liveCount = await tx.qrCode.count({ where: live });
    if (liveCount > 0 && !force) {
      const codes = liveCount === 1 ? "1 live code uses" : `${liveCount} live codes use`;
      throw new ApiError(
        "DOMAIN_IN_USE",
        `${codes} ${displayHostname(domain.hostname)}: move or expire them first, or delete with ?force=true.`,
      );
    }
    const codes = await tx.qrCode.findMany({ where: { domainId: id }, select: { id: true } });
    const { count } = await tx.qrCode.updateMany({ where: live, data: { status: "EXPIRED" } });
    await tx.qrCode.updateMany({ where: { domainId: id }, data: { domainId: null, slug: null } });
    await tx.domain.delete({ where: { id }, select: { id: true } });
    await recordAudit(tx, caller, {
      action: "domain.deleted",
      target: { type: "domain", id },
      details: { hostname: domain.hostname, expiredCodes: count },
    });
    return { codeIds: codes.map((code) => code.id), expiredCodes: count };
  });
  await domainsChanged();
  for (const codeId of codeIds) forgetCachedCode(codeId); // other instances hear of it from the database
  return { id, deleted: true as const, expiredCodes };
}
