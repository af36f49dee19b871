import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { applyDomainCheck, DOMAIN_CHECK_SELECT } from "./apply-domain-check";
import { type LookupResult, lookupVerification } from "./lookup-verification";

/**
 * Looks the workspace's domain's TXT record up now and records the result as the background check
 * would (a pending domain given up on is re-armed). Returns the lookup, whose message says why a
 * domain is still pending; another workspace's domain is NOT_FOUND.
 */
export async function verifyDomain(accountId: string, id: string): Promise<LookupResult> {
  const domain = await (await db()).domain.findFirst({ where: { id, accountId }, select: DOMAIN_CHECK_SELECT });
  if (!domain) throw new ApiError("NOT_FOUND", "No domain with this id.");
  const result = await lookupVerification(domain.hostname, domain.verificationToken);
  await applyDomainCheck(domain, result, new Date(), { manual: true });
  return result;
}
