import { db } from "../db/client";
import { findPage } from "../db/find-page";
import type { RoutingRule, Utm } from "./smart-schemas";
import { getQrCodeOrThrow } from "./get-qr-code-or-throw";
import type { CodeVersion, ListVersionsInput } from "./version-schemas";
import { ROUTING_SELECT, type RoutingSnapshot, snapshotOf } from "./write-code-version";

const VERSION_SELECT = { version: true, createdAt: true, changes: true, snapshot: true, actorKind: true, actorUserId: true, actorKeyId: true } as const;
type VersionRow = {
  version: number;
  createdAt: Date;
  changes: string[];
  snapshot: unknown;
  actorKind: string;
  actorUserId: string | null;
  actorKeyId: string | null;
};

export function toVersionView(row: VersionRow): CodeVersion {
  const { passwordHash, ...state } = row.snapshot as RoutingSnapshot;
  return {
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    changes: row.changes.map((change) => (change === "passwordHash" ? "password" : change)),
    changedBy: {
      kind: row.actorKind as CodeVersion["changedBy"]["kind"],
      ...(row.actorUserId ? { userId: row.actorUserId } : {}),
      ...(row.actorKeyId ? { keyId: row.actorKeyId } : {}),
    },
    state: { ...state, rules: state.rules as RoutingRule[] | null, utm: state.utm as Utm | null, passwordProtected: passwordHash !== null },
  };
}

/**
 * The versions of a code, newest first. A code never changed has one: itself as created (derived
 * from the row, not stored until its first change).
 */
export async function listCodeVersions(accountId: string, id: string, page: ListVersionsInput) {
  const code = await getQrCodeOrThrow(accountId, id, { createdAt: true, ...ROUTING_SELECT });
  const prisma = await db();
  const { rows, pagination } = await findPage(
    page,
    () => prisma.qrCodeVersion.count({ where: { qrCodeId: id } }),
    (window) => prisma.qrCodeVersion.findMany({ where: { qrCodeId: id }, orderBy: { version: "desc" }, ...window, select: VERSION_SELECT }),
  );
  if (pagination.total > 0) return { data: rows.map(toVersionView), pagination };
  const { createdAt, ...routing } = code;
  const created = { version: 1, createdAt, changes: ["created"], snapshot: snapshotOf(routing), actorKind: "system", actorUserId: null, actorKeyId: null };
  return { data: page.page === 1 ? [toVersionView(created)] : [], pagination: { ...pagination, total: 1, totalPages: 1 } };
}
