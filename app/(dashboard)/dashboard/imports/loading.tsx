import { ListSkeleton } from "@/components/codes/skeletons";

export default function Loading() {
  return <ListSkeleton label="Loading imports…" rows={3} />;
}
