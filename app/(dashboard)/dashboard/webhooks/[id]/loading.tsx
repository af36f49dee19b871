import { BlockSkeleton } from "@/components/codes/skeletons";

export default function Loading() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading the webhook…</span>
      <BlockSkeleton className="h-5 w-64 max-w-full" />
      <BlockSkeleton className="h-28 rounded-xl" />
      <BlockSkeleton className="h-72 rounded-xl" />
    </div>
  );
}
