import { getConfig } from "../config/env";
import type { Prisma } from "../db/generated/client";
import { isUniqueViolationOn } from "../db/is-prisma-error";
import { displayHostname } from "../domains/hostname";
import { ApiError } from "../errors/api-error";

type Tx = Pick<Prisma.TransactionClient, "qrCodeLinkAlias">;

export const slugTaken = (hostname: string, slug: string) =>
  new ApiError("SLUG_TAKEN", `The slug ${slug} is taken on ${displayHostname(hostname)}: choose another.`);

/** A unique violation of (domainId, slug) on the code or its old links: the slug is someone's. */
export const isSlugViolation = (error: unknown) => isUniqueViolationOn(error, "slug");

/**
 * Before a code takes `slug` on a domain: an old link another code still answers during its
 * grace period holds the slug (409 SLUG_TAKEN); expired ones, and the code's own (moving back),
 * give it up. A live code holding it is caught by the unique index when the code is written.
 */
export async function claimSlug(
  tx: Tx,
  link: { domainId: string; hostname: string; slug: string },
  codeId: string | null,
  now = new Date(),
): Promise<void> {
  const { domainId, slug } = link;
  await tx.qrCodeLinkAlias.deleteMany({
    where: { domainId, slug, OR: [{ expiresAt: { lte: now } }, ...(codeId ? [{ qrCodeId: codeId }] : [])] },
  });
  const held = await tx.qrCodeLinkAlias.findFirst({ where: { domainId, slug }, select: { id: true } });
  if (held) throw slugTaken(link.hostname, slug);
}

/** The code's previous branded link keeps redirecting to it for DOMAIN_MOVE_GRACE_DAYS. */
export async function keepOldLink(
  tx: Tx,
  codeId: string,
  old: { domainId: string; slug: string },
  now = new Date(),
): Promise<void> {
  const days = getConfig().DOMAIN_MOVE_GRACE_DAYS;
  if (days === 0) return;
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  await tx.qrCodeLinkAlias.upsert({
    where: { domainId_slug: { domainId: old.domainId, slug: old.slug } },
    create: { qrCodeId: codeId, domainId: old.domainId, slug: old.slug, expiresAt },
    update: { qrCodeId: codeId, expiresAt },
    select: { id: true },
  });
}
