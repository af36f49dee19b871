import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import type { DomainView } from "./domain-schemas";
import { getDomain } from "./get-domain";
import { domainsChanged } from "./process-domain-directory";
import { verifyDomain } from "./verify-domain";

/**
 * domains.verify: the lookup now, recorded as the background check records it; the answer's
 * `lastCheck.message` is this lookup's own (it names a differing value, say).
 */
export async function checkDomainNow(caller: AuditCaller, id: string): Promise<DomainView> {
  const before = await getDomain(caller.accountId, id);
  const result = await verifyDomain(caller.accountId, id);
  const after = await getDomain(caller.accountId, id);
  if (after.status !== before.status) await domainsChanged();
  if (before.status !== "VERIFIED" && after.status === "VERIFIED") {
    const prisma = await db();
    await prisma.$transaction((tx) =>
      recordAudit(tx, caller, {
        action: "domain.verified",
        target: { type: "domain", id },
        details: { hostname: after.asciiHostname },
      }),
    );
  }
  if (result.found || !after.lastCheck) return after;
  return { ...after, lastCheck: { ...after.lastCheck, message: result.message } };
}
