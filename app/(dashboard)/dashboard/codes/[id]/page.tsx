import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { type AiArtStyles, AiCodeArt } from "@/components/ai/ai-code-art";
import { CodeOverview } from "@/components/codes/code-overview";
import { CreatedNotice } from "@/components/codes/created-notice";
import { DestinationHealth } from "@/components/codes/destination-health";
import { SmartSettings } from "@/components/codes/smart-settings";
import { VersionHistory } from "@/components/codes/version-history";
import { codeLabel } from "@/components/codes/code-types";
import { CodeStats } from "@/components/stats/code-stats";
import { lastDays, todayUtc } from "@/components/stats/day-range";
import { ShareStatsControl } from "@/components/stats/share-stats-control";
import { SCANS_PAGE_SIZE } from "@/components/stats/stats-urls";
import { EmptyState } from "@/components/ui/empty-state";
import { ChartIcon } from "@/components/ui/icons";
import { ApiError } from "@/lib/api/errors";
import { roleAtLeast } from "@/lib/workspaces/workspace-roles";
import { getQrCode } from "@/lib/codes/get-qr-code";
import { getConfig } from "@/lib/config/env";
import { findTemplate } from "@/lib/templates/catalog";
import { usableDomains } from "@/components/domains/domain-types";
import { shortLinkBase } from "@/lib/codes/short-link-base";
import { listDomains } from "@/lib/domains/list-domains";
import { getCreditBalance } from "@/lib/credits/get-credit-balance";
import { listDestinationChecks } from "@/lib/destinations/list-destination-checks";
import { findLiveShare } from "@/lib/shares/find-share";
import { getStats } from "@/lib/stats/get-stats";
import { listScans } from "@/lib/stats/list-scans";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The account's code, or the not-found page (another account's id and a deleted code look the same). Read once per request. */
const loadCode = cache(async (accountId: string, id: string) => {
  try {
    return await getQrCode(accountId, id);
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
});

/** The first screen of statistics, read on the server; the browser fetches any other range itself. */
async function initialStatistics(accountId: string, id: string) {
  const range = lastDays(30, todayUtc());
  const [stats, scans] = await Promise.all([
    getStats(accountId, id, range).catch(() => null),
    listScans(accountId, id, { page: 1, size: SCANS_PAGE_SIZE, ...range }).catch(() => null),
  ]);
  return { range, stats, scans };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { workspace } = await requireWorkspace();
  const code = await loadCode(workspace.id, (await params).id);
  return { title: codeLabel(code) };
}

export default async function CodePage({ params, searchParams }: Props) {
  const { workspace } = await requireWorkspace();
  const [{ id }, { created }] = await Promise.all([params, searchParams]);
  const code = await loadCode(workspace.id, id);
  const tracked = code.mode !== "STATIC";
  const movable = code.mode === "DYNAMIC" && roleAtLeast(workspace.role, "EDITOR");
  const sharable = tracked && roleAtLeast(workspace.role, "EDITOR");
  const [credits, initial, destinations, domains, liveShare] = await Promise.all([
    getCreditBalance(workspace.id),
    tracked ? initialStatistics(workspace.id, code.id) : null,
    tracked ? listDestinationChecks(workspace.id, code.id) : null,
    movable ? listDomains(workspace.id) : null,
    sharable ? findLiveShare(workspace.id, code.id) : null,
  ]);
  const link = domains
    ? {
        domains: usableDomains(domains.data).map(({ hostname, isDefault }) => ({ hostname, isDefault })),
        base: shortLinkBase(),
        graceDays: getConfig().DOMAIN_MOVE_GRACE_DAYS,
      }
    : undefined;

  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="truncate text-sm text-zinc-500">
        <Link href="/dashboard/codes" className="hover:text-zinc-800">
          Codes
        </Link>{" "}
        <span aria-hidden="true">/</span> <span className="text-zinc-700">{codeLabel(code)}</span>
      </nav>
      {created ? (
        <CreatedNotice>
          {created === "clone"
            ? "This is the new copy."
            : created === "design"
              ? "The new design is saved. The short link is the same, so printed copies keep working."
              : code.mode === "STATIC"
                ? "Your static code is saved."
                : "Your code is saved. Print it or share the short link; scans show up below."}
        </CreatedNotice>
      ) : null}
      <CodeOverview
        code={code}
        dynamicCost={credits.dynamicCodeCost}
        templateName={findTemplate(code.templateUsed)?.name}
        link={link}
      />
      {code.mode === "AI" && (code.styles as { ai?: AiArtStyles } | null)?.ai ? (
        <AiCodeArt codeId={code.id} ai={(code.styles as { ai: AiArtStyles }).ai} cost={getConfig().AI_CODE_COST} />
      ) : null}
      {code.mode === "STATIC" ? null : (
        <>
          {/* Smart settings are a form of changes; a VIEWER reads the rules in the version history. */}
          {roleAtLeast(workspace.role, "EDITOR") ? <SmartSettings code={code} /> : null}
          {destinations ? <DestinationHealth destinations={destinations} /> : null}
          <VersionHistory codeId={code.id} />
        </>
      )}
      {initial ? (
        <CodeStats
          codeId={code.id}
          createdDay={code.createdAt.slice(0, 10)}
          initialRange={initial.range}
          initialStats={initial.stats}
          initialScans={initial.scans}
          share={sharable ? <ShareStatsControl codeId={code.id} initial={liveShare} /> : undefined}
        />
      ) : (
        <EmptyState icon={<ChartIcon className="size-6" />} title="No tracking for static codes">
          A static code holds its content itself, so scans never reach Codebeam. Create a dynamic code to get a short
          link with scan statistics.
        </EmptyState>
      )}
    </div>
  );
}
