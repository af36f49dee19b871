import { randomBytes } from "node:crypto";
import type { AuditCaller } from "../audit/audit-caller";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db/client";
import { domainsChanged } from "./process-domain-directory";
import { isUniqueViolationOn } from "../db/is-prisma-error";
import { ApiError, invalid } from "../errors/api-error";
import { type CreateDomainInput, type DomainView, MAX_DOMAINS_PER_WORKSPACE } from "./domain-schemas";
import { DOMAIN_SELECT, toDomainView } from "./domain-view";
import { displayHostname, ownHostnames } from "./hostname";

/** A pending claim nobody verified for this long no longer holds the hostname against others. */
export const ABANDONED_CLAIM_MS = 7 * 24 * 3600_000;

export interface CreateDomainOptions {
  /** The audit log's actor; the CLI adds domains without one. */
  caller?: AuditCaller;
  /** Trusted already (the install's admin, `domains:add --verified`): no TXT record needed. */
  verified?: boolean;
}

/**
 * domains.create: the hostname joins the workspace PENDING, with the TXT record that proves it.
 * Another workspace's hostname is a 409 DOMAIN_TAKEN, unless that claim is an abandoned pending
 * one (never verified within 7 days), which a new claim replaces: nobody can hold a brand's name
 * by adding it first.
 */
export async function createDomain(
  accountId: string,
  { hostname }: CreateDomainInput,
  options: CreateDomainOptions = {},
): Promise<DomainView> {
  if (ownHostnames().has(hostname)) throw invalid("hostname", "is this install's own host; it serves every workspace");
  const prisma = await db();
  const now = new Date();
  const created = prisma.$transaction(async (tx) => {
    // The account row lock makes count-then-insert safe against concurrent creates.
    await tx.$queryRaw`SELECT id FROM "Account" WHERE id = ${accountId} FOR UPDATE`;
    const held = await tx.domain.findUnique({
      where: { hostname },
      select: { id: true, accountId: true, status: true, createdAt: true },
    });
    if (held) {
      const abandoned = held.status === "PENDING" && now.getTime() - held.createdAt.getTime() > ABANDONED_CLAIM_MS;
      if (!abandoned || held.accountId === accountId) throw taken(hostname, held.accountId === accountId);
      await tx.domain.delete({ where: { id: held.id }, select: { id: true } });
    }
    if ((await tx.domain.count({ where: { accountId } })) >= MAX_DOMAINS_PER_WORKSPACE)
      throw new ApiError(
        "CONFLICT",
        `A workspace can have at most ${MAX_DOMAINS_PER_WORKSPACE} domains; remove one first.`,
      );
    const row = await tx.domain.create({
      data: {
        accountId,
        hostname,
        verificationToken: randomBytes(16).toString("hex"),
        ...(options.verified
          ? {
              status: "VERIFIED",
              verifiedAt: now,
              lastCheckedAt: now,
              nextCheckAt: new Date(now.getTime() + 86_400_000),
            }
          : { nextCheckAt: now }),
      },
      select: DOMAIN_SELECT,
    });
    if (options.caller)
      await recordAudit(tx, options.caller, {
        action: "domain.created",
        target: { type: "domain", id: row.id },
        details: { hostname },
      });
    return toDomainView(row);
  });
  // Two workspaces adding the same hostname at once: the unique index decides.
  const view = await created.catch((error: unknown) => {
    throw isUniqueViolationOn(error, "hostname") ? taken(hostname, false) : error;
  });
  if (options.verified) await domainsChanged();
  return view;
}

const taken = (hostname: string, here: boolean) =>
  new ApiError(
    "DOMAIN_TAKEN",
    here
      ? `${displayHostname(hostname)} is already one of this workspace's domains.`
      : `${displayHostname(hostname)} is already added to another workspace.`,
  );
