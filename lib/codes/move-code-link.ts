import type { Prisma } from "../db/generated/client";
import { invalid } from "../errors/api-error";
import { noDomainForSlug, servedDomain } from "./choose-code-link";
import { claimSlug, keepOldLink } from "./claim-link";

type Tx = Pick<Prisma.TransactionClient, "qrCode" | "domain" | "qrCodeLinkAlias">;

/** What an update asks of a code's link: another domain (null: the install's base) or slug. */
export interface LinkChange {
  domain?: string | null;
  slug?: string;
}

/**
 * The columns that move a code's link, in the code's locked transaction: the new place is claimed
 * (409 SLUG_TAKEN if another code's old link still holds it) and the old branded link is kept as
 * an alias for DOMAIN_MOVE_GRACE_DAYS, so codes already printed keep working. Moving to another
 * domain keeps the slug unless a new one is given.
 */
export async function moveCodeLink(
  tx: Tx,
  accountId: string,
  id: string,
  change: LinkChange,
): Promise<Prisma.QrCodeUpdateInput> {
  if (change.domain === undefined && change.slug === undefined) return {};
  const code = await tx.qrCode.findFirst({
    where: { id, accountId },
    select: { mode: true, shortCode: true, domainId: true, slug: true, domain: { select: { hostname: true } } },
  });
  if (!code) return {}; // the change itself answers 404
  if (code.mode === "AI")
    throw invalid(
      change.domain !== undefined ? "domain" : "slug",
      "cannot change on an AI code: its image holds its link",
    );
  const target =
    change.domain === null
      ? null
      : change.domain !== undefined
        ? await servedDomain(tx, accountId, change.domain)
        : code.domainId && code.domain
          ? { id: code.domainId, hostname: code.domain.hostname }
          : null;
  if (!target && change.slug !== undefined) throw noDomainForSlug();
  const slug = target ? (change.slug ?? code.slug ?? code.shortCode) : null;
  if (target?.id === code.domainId && slug === code.slug) return {};
  if (target && slug) await claimSlug(tx, { domainId: target.id, hostname: target.hostname, slug }, id);
  if (code.domainId && code.slug) await keepOldLink(tx, id, { domainId: code.domainId, slug: code.slug });
  return { domain: target ? { connect: { id: target.id } } : { disconnect: true }, slug };
}
