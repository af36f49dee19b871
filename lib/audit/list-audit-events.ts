import { db } from "../db/client";
import { findPage } from "../db/find-page";
import type { Prisma } from "../db/generated/client";
import type { AuditEventView, ListAuditQueryInput } from "./audit-schemas";

const AUDIT_EVENT_SELECT = {
  id: true,
  at: true,
  actorType: true,
  actorId: true,
  actorLabel: true,
  action: true,
  targetType: true,
  targetId: true,
  details: true,
} satisfies Prisma.AuditEventSelect;

type AuditEventRow = Prisma.AuditEventGetPayload<{ select: typeof AUDIT_EVENT_SELECT }>;

function toAuditEventView(row: AuditEventRow): AuditEventView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { type: row.actorType, id: row.actorId, label: row.actorLabel },
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    details: row.details as Record<string, unknown>,
  };
}

/**
 * An action ending in a dot names every action of that kind (`key.`); otherwise the one action.
 * Prisma sends startsWith as LIKE without escaping it, where `_` would match any character.
 */
const actionFilter = (action: string) =>
  action.endsWith(".") ? { startsWith: action.replace(/[\\%_]/g, "\\$&") } : { equals: action };

/** audit.list: the workspace's audit log, newest first, narrowed by the query's filters. */
export async function listAuditEvents(
  accountId: string,
  { page, size, action, actorId, targetId, from, to }: ListAuditQueryInput,
) {
  const prisma = await db();
  const where: Prisma.AuditEventWhereInput = {
    accountId,
    ...(action && { action: actionFilter(action) }),
    ...(actorId && { actorId }),
    ...(targetId && { targetId }),
    ...((from || to) && { at: { ...(from && { gte: new Date(from) }), ...(to && { lt: new Date(to) }) } }),
  };
  const { rows, pagination } = await findPage(
    { page, size },
    () => prisma.auditEvent.count({ where }),
    (window) =>
      prisma.auditEvent.findMany({
        where,
        orderBy: [{ at: "desc" }, { id: "desc" }],
        ...window,
        select: AUDIT_EVENT_SELECT,
      }),
  );
  return { data: rows.map(toAuditEventView), pagination };
}
