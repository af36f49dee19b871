import type { Metadata } from "next";
import { AuditFilters } from "@/components/audit/audit-filters";
import { auditHref } from "@/components/audit/audit-href";
import { auditQuery, readAuditFilters } from "@/components/audit/audit-query";
import { AuditTable } from "@/components/audit/audit-table";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatNumber } from "@/components/ui/format";
import { ListIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { RoleRequired } from "@/components/workspaces/role-required";
import { Pagination } from "@/components/ui/pagination";
import { listAuditEvents } from "@/lib/audit/list-audit-events";
import { listApiKeys } from "@/lib/keys/list-api-keys";
import { listMembers } from "@/lib/workspaces/list-members";
import { roleAtLeast } from "@/lib/workspaces/workspace-roles";

export const metadata: Metadata = { title: "Audit log" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const DESCRIPTION =
  "Who changed what in this workspace: members and invitations, API keys, webhooks, deleted and restored codes.";

export default async function AuditPage({ searchParams }: Props) {
  const { workspace, caller } = await requireWorkspace();
  // The API reads the log to ADMINs and OWNERs only (lib/audit/contracts.ts); the page says so
  // rather than failing, for a member who followed a shared link.
  if (!roleAtLeast(workspace.role, "ADMIN")) {
    return (
      <>
        <PageHeader title="Audit log" description={DESCRIPTION} />
        <RoleRequired needed="ADMIN" role={workspace.role} what="see the audit log" />
      </>
    );
  }
  const { filters, page } = readAuditFilters(await searchParams);
  const [{ data, pagination }, members, keys] = await Promise.all([
    listAuditEvents(workspace.id, auditQuery(filters, page)),
    listMembers(caller, workspace.id),
    listApiKeys(workspace.id),
  ]);
  const people = new Map(members.data.map(({ userId, name, email }) => [userId, { name, email }]));
  const actors = [
    ...members.data.map((member) => ({ id: member.userId, label: `${member.name} (${member.email})` })),
    ...keys.data.map((key) => ({ id: key.id, label: `API key: ${key.name}` })),
  ];
  const filtered = Object.values(filters).some(Boolean);

  return (
    <>
      <PageHeader title="Audit log" description={DESCRIPTION} />
      <Card className="overflow-hidden">
        {/* Keyed by the URL's filters, so Back, Clear and pagination show what the page shows. */}
        <AuditFilters key={JSON.stringify(filters)} filters={filters} actors={actors} />
        <p aria-live="polite" className="border-b border-zinc-100 px-4 py-2.5 text-sm text-zinc-500 sm:px-5">
          {formatNumber(pagination.total)} {pagination.total === 1 ? "event" : "events"}
          {filtered ? " match the filters" : ""}, newest first.
        </p>
        {data.length ? (
          <AuditTable events={data} people={people} />
        ) : (
          <div className="p-5">
            <EmptyState
              icon={<ListIcon className="size-6" />}
              title={filtered ? "No events match" : "Nothing logged yet"}
            >
              {filtered
                ? "Try fewer filters or a wider date range."
                : "Invitations, role changes, API keys, webhooks and deleted codes appear here as they happen."}
            </EmptyState>
          </div>
        )}
        <Pagination
          basePath={auditHref(workspace.slug, filters)}
          page={pagination.page}
          totalPages={pagination.totalPages}
        />
      </Card>
    </>
  );
}
