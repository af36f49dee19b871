import type { Prisma } from "../db/generated/client";
import type { DomainView } from "./domain-schemas";
import { displayHostname } from "./hostname";
import { verificationRecordName, verificationRecordValue } from "./lookup-verification";

/** The columns every answer about a domain is built from. */
export const DOMAIN_SELECT = {
  id: true,
  hostname: true,
  status: true,
  verificationToken: true,
  verifiedAt: true,
  lastCheckedAt: true,
  lastCheckError: true,
  isDefault: true,
  rootRedirect: true,
  notFoundRedirect: true,
  createdAt: true,
  _count: { select: { qrCodes: { where: { deletedAt: null } } } },
} satisfies Prisma.DomainSelect;

export type DomainRow = Prisma.DomainGetPayload<{ select: typeof DOMAIN_SELECT }>;

/** What the dashboard says of a failed lookup. */
export function checkMessage(hostname: string, error: string | null): string | null {
  const name = verificationRecordName(hostname);
  if (error === "RECORD_MISSING") return `No TXT record at ${name} yet. DNS changes can take a while to show.`;
  if (error === "VALUE_DIFFERS") return `The TXT record at ${name} has another value: set it to the one shown.`;
  if (error === "LOOKUP_FAILED") return `The DNS lookup of ${name} failed; it is tried again shortly.`;
  return null;
}

type CheckError = NonNullable<NonNullable<DomainView["lastCheck"]>["error"]>;

export function toDomainView(row: DomainRow): DomainView {
  const error = (row.lastCheckError as CheckError | null) ?? null;
  return {
    id: row.id,
    hostname: displayHostname(row.hostname),
    asciiHostname: row.hostname,
    status: row.status,
    verification: {
      type: "TXT",
      name: verificationRecordName(row.hostname),
      value: verificationRecordValue(row.verificationToken),
    },
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheck: row.lastCheckedAt
      ? { checkedAt: row.lastCheckedAt.toISOString(), error, message: checkMessage(row.hostname, error) }
      : null,
    isDefault: row.isDefault,
    redirects: { root: row.rootRedirect, notFound: row.notFoundRedirect },
    codeCount: row._count.qrCodes,
    createdAt: row.createdAt.toISOString(),
  };
}
