import { BlockSkeleton } from "@/components/codes/skeletons";

/** What a statistics view shows while its first figures load: the totals' and the chart's shapes. */
export function StatsSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading statistics…</span>
      <BlockSkeleton className="h-24" />
      <BlockSkeleton className="h-64" />
    </div>
  );
}
