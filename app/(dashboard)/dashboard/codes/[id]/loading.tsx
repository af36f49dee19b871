import { BlockSkeleton } from "@/components/codes/skeletons";

export default function Loading() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading the code…</span>
      <BlockSkeleton className="h-56 rounded-xl" />
      <BlockSkeleton className="h-20 rounded-xl" />
      <BlockSkeleton className="h-72 rounded-xl" />
    </div>
  );
}
