import type { Prisma } from "../db/generated/client";
import { invalid } from "../errors/api-error";

type Tx = Pick<Prisma.TransactionClient, "domain">;

/** Where a code's link goes: a served domain of its workspace and a slug (null: its short code). */
export interface ChosenLink {
  domainId: string;
  hostname: string;
  slug: string | null;
}

const SERVED = { in: ["VERIFIED", "FAILING"] } as Prisma.EnumDomainStatusFilter;

/**
 * The branded domain a new dynamic code's link goes on: `domain` when given (a served domain of
 * the workspace, else 400 on `domain`), else the workspace's default domain, else none (the
 * install's short-link base, where `slug` cannot apply).
 */
export async function chooseNewCodeLink(
  tx: Tx,
  accountId: string,
  input: { mode?: string; domain?: string | null; slug?: string },
): Promise<ChosenLink | null> {
  if (input.mode === "STATIC") {
    if (input.domain) throw invalid("domain", "applies to DYNAMIC codes only: a STATIC code has no link");
    if (input.slug !== undefined) throw invalid("slug", "applies to DYNAMIC codes only: a STATIC code has no link");
    return null;
  }
  // null asks for the install's own base even where the workspace has a default domain.
  const domain =
    input.domain === null
      ? null
      : input.domain !== undefined
        ? await servedDomain(tx, accountId, input.domain)
        : await tx.domain.findFirst({
            where: { accountId, isDefault: true, status: SERVED },
            select: { id: true, hostname: true },
          });
  if (!domain) {
    if (input.slug !== undefined) throw noDomainForSlug();
    return null;
  }
  return { domainId: domain.id, hostname: domain.hostname, slug: input.slug ?? null };
}

/** A served domain of the workspace by hostname; anything else is a 400 on `domain`. */
export async function servedDomain(tx: Tx, accountId: string, hostname: string) {
  const domain = await tx.domain.findFirst({
    where: { accountId, hostname, status: SERVED },
    select: { id: true, hostname: true },
  });
  if (!domain) throw invalid("domain", "is not a verified domain of this workspace (GET /api/v1/domains lists them)");
  return domain;
}

export const noDomainForSlug = () =>
  invalid("slug", "needs a branded domain: give `domain`, or make one of the workspace's domains the default");
