import { db } from "../db/client";
import { findPage } from "../db/find-page";
import type { Prisma } from "../db/generated/client";
import type { ListQrCodesInput } from "./code-schemas";
import { CODE_CREATOR_SELECT, codeCreatorOf } from "./code-creator";
import { searchFilter, keywordFilter } from "./search-filter";
import { CODE_LINK_SELECT, linkView, withShortLink } from "./code-link";
import { effectiveStatus } from "./smart-columns";

const SUMMARY_SELECT = {
  id: true,
  name: true,
  mode: true,
  status: true,
  targetUrl: true,
  scanCount: true,
  ...CODE_LINK_SELECT,
  tags: true,
  createdAt: true,
  updatedAt: true,
  expiresAt: true,
  maxScans: true,
  scanClaims: true,
  ...CODE_CREATOR_SELECT,
} satisfies Prisma.QrCodeSelect;

/** A code past its expiresAt is EXPIRED, whatever its stored status says. */
function statusFilter(status: ListQrCodesInput["status"], now: Date): Prisma.QrCodeWhereInput {
  if (status === "READY") return { status: "READY", OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
  if (status === "EXPIRED") return { OR: [{ status: "EXPIRED" }, { status: "READY", expiresAt: { lte: now } }] };
  return { status: { not: "DELETED" } };
}

/** `-createdAt` → createdAt desc; ties (same name, same count) fall back to newest first. */
function orderOf(sort: ListQrCodesInput["sort"] = "-createdAt"): Prisma.QrCodeOrderByWithRelationInput[] {
  const direction = sort.startsWith("-") ? "desc" : "asc";
  const column = sort.replace(/^-/, "") as "createdAt" | "name" | "scanCount";
  const first = column === "name" ? { name: { sort: direction, nulls: "last" } } : { [column]: direction };
  return [first as Prisma.QrCodeOrderByWithRelationInput, { createdAt: "desc" }, { id: "desc" }];
}

/** qrcodes.list: the account's codes, newest first unless `sort` says otherwise, deleted ones never. */
export async function listQrCodes(
  accountId: string,
  {
    page,
    size,
    mode,
    status,
    keyword,
    q,
    tag,
    sort,
  }: Omit<ListQrCodesInput, "sort"> & Partial<Pick<ListQrCodesInput, "sort">>,
) {
  const prisma = await db();
  // Each filter is its own AND term: the status, keyword and q filters all use OR and must not overwrite each other.
  const where: Prisma.QrCodeWhereInput = {
    accountId,
    deletedAt: null,
    AND: [
      statusFilter(status, new Date()),
      mode ? { mode } : {},
      tag ? { tags: { has: tag } } : {},
      keywordFilter(keyword),
      searchFilter(q),
    ],
  };
  const { rows, pagination } = await findPage(
    { page, size },
    () => prisma.qrCode.count({ where }),
    (window) => prisma.qrCode.findMany({ where, orderBy: orderOf(sort), ...window, select: SUMMARY_SELECT }),
  );
  const data = rows.map((row) => ({
    id: row.id,
    name: row.name,
    mode: row.mode,
    status: effectiveStatus(row),
    targetUrl: row.targetUrl,
    scanCount: row.scanCount,
    ...withShortLink(row),
    ...linkView(row),
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: codeCreatorOf(row),
  }));
  return { data, pagination };
}
