import type { Metadata } from "next";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { todayUtc } from "@/components/stats/day-range";
import { WorkspaceStats } from "@/components/stats/workspace/workspace-stats";
import { readView, workspaceStatsUrl } from "@/components/stats/workspace/workspace-query";
import { PageHeader } from "@/components/ui/page-header";
import { listCodeTags } from "@/lib/codes/list-code-tags";
import { getStatsChoices } from "@/lib/stats/get-stats-choices";
import { getWorkspaceStats } from "@/lib/stats/get-workspace-stats";
import type { WorkspaceStatsQueryInput } from "@/lib/stats/workspace-stats-schemas";

export const metadata: Metadata = { title: "Statistics" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every code's scans together: the first view is read on the server, any other by the browser. */
export default async function StatsPage({ searchParams }: Props) {
  const { workspace } = await requireWorkspace();
  const view = readView(await searchParams);
  const query = { ...view.range, ...view.filters, tz: "UTC" } as WorkspaceStatsQueryInput;
  const [tags, choices, data] = await Promise.all([
    listCodeTags(workspace.id),
    getStatsChoices(workspace.id),
    getWorkspaceStats(workspace.id, query).catch(() => null),
  ]);
  return (
    <div>
      <PageHeader
        title="Statistics"
        description="Scans of all your codes together. Narrow them by tag, country, device or code, or pick a device, country or code in a chart."
      />
      <WorkspaceStats
        initial={data && { url: workspaceStatsUrl(view, "UTC"), data }}
        tags={tags.data.map((row) => row.tag)}
        codes={choices.codes}
        firstDay={choices.firstDay ?? todayUtc()}
      />
    </div>
  );
}
