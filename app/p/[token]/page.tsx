import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { SharedStatsView, shareRange } from "@/components/stats/shared-stats-view";
import { findShare } from "@/lib/shares/find-share";
import { getSharedStats } from "@/lib/shares/get-shared-stats";

// Looked up on every request: a revoked link is 404 at once on every instance. Browsers and proxies
// may keep the page 60 s (Cache-Control set with X-Robots-Tag by proxy.ts).
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One read of the share per request, for the metadata and the page. */
const loadShare = cache((token: string) => findShare(token));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const share = await loadShare((await params).token);
  return {
    title: share ? `${share.qrCode.name?.trim() || "Untitled code"}: scan statistics` : "Page not found",
    robots: { index: false, follow: false },
  };
}

/** A code's statistics as its owner shared them: no sign-in, read-only (lib/shares). */
export default async function SharedStatsPage({ params, searchParams }: Props) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const share = await loadShare(token);
  if (!share) notFound();
  const chosen = shareRange(
    typeof query.range === "string" ? query.range : undefined,
    share.qrCode.createdAt.toISOString().slice(0, 10),
  );
  const stats = await getSharedStats(share, chosen.range);
  return <SharedStatsView token={token} stats={stats} rangeSlug={chosen.slug} />;
}
