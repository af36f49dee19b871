/** The filters as the URL holds them: empty strings for none, dates as YYYY-MM-DD (UTC days). */
export interface AuditFilters {
  action: string;
  actor: string;
  from: string;
  to: string;
}

// Apart from audit-query.ts, which reads the URL with the API's zod schema: the filters form runs in
// the browser and needs only this.
/** The page's URL for these filters, in workspace `slug` (so a shared link opens the same log). */
export function auditHref(slug: string, filters: Partial<AuditFilters>): string {
  const search = new URLSearchParams({ workspace: slug });
  for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value);
  return `/dashboard/audit?${search.toString()}`;
}
