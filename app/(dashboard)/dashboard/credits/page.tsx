import type { Metadata } from "next";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { CreditSummary } from "@/components/credits/credit-summary";
import { MoreCredits } from "@/components/credits/more-credits";
import { LedgerTable } from "@/components/credits/ledger-table";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatNumber } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { findCodesByShortCode } from "@/lib/codes/find-codes-by-short-code";
import { getConfig } from "@/lib/config/env";
import { getCreditBalance } from "@/lib/credits/get-credit-balance";
import { listLedger } from "@/lib/credits/list-ledger";

export const metadata: Metadata = { title: "Credits" };

const PAGE_SIZE = 20;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function pageNumber(value: string | string[] | undefined): number {
  const parsed = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(parsed) && parsed >= 1 && parsed <= 1_000_000 ? parsed : 1;
}

export default async function CreditsPage({ searchParams }: Props) {
  const { user, workspace } = await requireWorkspace();
  const page = pageNumber((await searchParams).page);
  const [credits, ledger] = await Promise.all([
    getCreditBalance(workspace.id),
    listLedger(workspace.id, { page, size: PAGE_SIZE }),
  ]);
  const { total, totalPages } = ledger.pagination;
  const codes = await findCodesByShortCode(
    workspace.id,
    ledger.entries.flatMap((entry) => (entry.reference ? [entry.reference] : [])),
  );

  return (
    <>
      <PageHeader
        title="Credits"
        description="Dynamic codes are paid for with credits; static codes come from a monthly quota. Every grant and charge is recorded below."
      />
      <CreditSummary credits={credits} />
      <MoreCredits
        email={user.email}
        isAdmin={user.role === "ADMIN"}
        startingCredits={getConfig().STARTING_CREDITS}
        staticLeft={credits.staticQuota.remaining}
      />
      <Card className="mt-8 overflow-hidden">
        <CardHeader
          title="Ledger"
          description={`${formatNumber(total)} ${total === 1 ? "entry" : "entries"}, newest first.`}
        />
        {ledger.entries.length ? (
          <>
            <LedgerTable entries={ledger.entries} codes={codes} />
            <Pagination basePath="/dashboard/credits" page={page} totalPages={totalPages} />
          </>
        ) : (
          <div className="p-5">
            <EmptyState title={total ? "No entries on this page" : "No ledger entries yet"}>
              {total
                ? `The ledger has ${totalPages} page${totalPages === 1 ? "" : "s"}.`
                : "Grants and charges will appear here."}
            </EmptyState>
          </div>
        )}
      </Card>
    </>
  );
}
