import { ListAuditQuery, type ListAuditQueryInput } from "@/lib/audit/audit-schemas";

import type { AuditFilters } from "./audit-href";

export const AUDIT_PAGE_SIZE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Raw = Record<string, string | string[] | undefined>;

/** A date the input can hold, else "" (a hand-edited URL drops a bad filter rather than failing the page). */
function day(value: string | undefined): string {
  if (!value || !DAY.test(value)) return "";
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? "" : value;
}

/** The page's filters from its URL, each checked by the API's own schema. */
export function readAuditFilters(raw: Raw): { filters: AuditFilters; page: number } {
  const first = (name: string) => {
    const value = raw[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
  };
  const shape = ListAuditQuery.shape;
  return {
    filters: {
      action: shape.action.safeParse(first("action")).data ?? "",
      actor: shape.actorId.safeParse(first("actor")).data ?? "",
      from: day(first("from")),
      to: day(first("to")),
    },
    page: shape.page.safeParse(first("page")).data ?? 1,
  };
}

/** The API's query: `to` is the last day shown, so the exclusive bound is the start of the day after. */
export function auditQuery(filters: AuditFilters, page: number): ListAuditQueryInput {
  const next = filters.to ? new Date(`${filters.to}T00:00:00Z`) : null;
  next?.setUTCDate(next.getUTCDate() + 1);
  return {
    page,
    size: AUDIT_PAGE_SIZE,
    action: filters.action || undefined,
    actorId: filters.actor || undefined,
    from: filters.from ? `${filters.from}T00:00:00Z` : undefined,
    to: next ? next.toISOString() : undefined,
  };
}
