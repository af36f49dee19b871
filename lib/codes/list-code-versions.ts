import { db } from "../db/client";
import { findPage } from "../db/find-page";
import type { RoutingRule, Utm } from "./smart-schemas";
import { getQrCodeOrThrow } from "./get-qr-code-or-throw";
import type { CodeVersion, ListVersionsInput } from "./version-schemas";
import { ROUTING_SELECT, type RoutingSnapshot, snapshotOf } from "./write-code-version";

const VERSION_SELECT = {
  version: true,
  createdAt: true,
  changes: true,
  snapshot: true,
  actorKind: true,
  actorUserId: true,
  actorKeyId: true,
} as const;
type VersionRow = {
  version: number;
  createdAt: Date;
  changes: string[];
  snapshot: unknown;
  actorKind: string;
  actorUserId: string | null;
  actorKeyId: string | null;
};

/** Names of the people and keys behind versions, by id (only this account's). */
type ActorNames = { users: Map<string, string>; keys: Map<string, string> };

function actorName(row: VersionRow, names: ActorNames): string | null {
  if (row.version === 1 && row.changes[0] === "created") return null;
  if (row.actorKind === "key") return names.keys.get(row.actorKeyId ?? "") ?? "a deleted API key";
  if (row.actorKind === "session") return names.users.get(row.actorUserId ?? "") ?? "a removed user";
  return "system";
}

async function actorNames(accountId: string, rows: VersionRow[]): Promise<ActorNames> {
  const ids = (kind: string, pick: (row: VersionRow) => string | null) =>
    [...new Set(rows.filter((row) => row.actorKind === kind).map(pick))].filter(Boolean) as string[];
  const prisma = await db();
  const [users, keys] = await Promise.all([
    prisma.user.findMany({
      where: { accountId, id: { in: ids("session", (row) => row.actorUserId) } },
      select: { id: true, name: true, email: true },
    }),
    prisma.apiKey.findMany({
      where: { accountId, id: { in: ids("key", (row) => row.actorKeyId) } },
      select: { id: true, name: true },
    }),
  ]);
  return {
    users: new Map(users.map((user) => [user.id, user.name || user.email])),
    keys: new Map(keys.map((key) => [key.id, key.name])),
  };
}

export function toVersionView(row: VersionRow, names: ActorNames): CodeVersion {
  const { passwordHash, ...state } = row.snapshot as RoutingSnapshot;
  return {
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    changes: row.changes.map((change) => (change === "passwordHash" ? "password" : change)),
    changedBy: {
      kind: row.actorKind as CodeVersion["changedBy"]["kind"],
      ...(row.actorUserId ? { userId: row.actorUserId } : {}),
      ...(row.actorKeyId ? { keyId: row.actorKeyId } : {}),
      name: actorName(row, names),
    },
    state: {
      ...state,
      rules: state.rules as RoutingRule[] | null,
      utm: state.utm as Utm | null,
      passwordProtected: passwordHash !== null,
    },
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
    (window) =>
      prisma.qrCodeVersion.findMany({
        where: { qrCodeId: id },
        orderBy: { version: "desc" },
        ...window,
        select: VERSION_SELECT,
      }),
  );
  if (pagination.total > 0) {
    const names = await actorNames(accountId, rows);
    return { data: rows.map((row) => toVersionView(row, names)), pagination };
  }
  const { createdAt, ...routing } = code;
  const created = {
    version: 1,
    createdAt,
    changes: ["created"],
    snapshot: snapshotOf(routing),
    actorKind: "system",
    actorUserId: null,
    actorKeyId: null,
  };
  const none = { users: new Map(), keys: new Map() };
  return {
    data: page.page === 1 ? [toVersionView(created, none)] : [],
    pagination: { ...pagination, total: 1, totalPages: 1 },
  };
}
