import { ListSkeleton } from "@/components/codes/skeletons";

export default function Loading() {
  return <ListSkeleton label="Loading domains…" rows={3} />;
}
