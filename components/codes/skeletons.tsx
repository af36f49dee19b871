import { Card } from "@/components/ui/card";

const bar = "animate-pulse rounded bg-zinc-200/80";

/** The shape of a page while its data loads: a title, then a card of rows. */
export function ListSkeleton({ label = "Loading codes…", rows = 5 }: { label?: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className={`mb-2 h-7 w-40 ${bar}`} />
      <div className={`mb-6 h-4 w-72 max-w-full ${bar}`} />
      <Card className="divide-y divide-zinc-100">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="flex items-center gap-4 px-5 py-4">
            <div className="min-w-0 flex-1 space-y-2">
              <div className={`h-4 w-1/3 ${bar}`} />
              <div className={`h-3 w-2/3 ${bar}`} />
            </div>
            <div className={`h-5 w-16 ${bar}`} />
            <div className={`hidden h-5 w-12 sm:block ${bar}`} />
          </div>
        ))}
      </Card>
    </div>
  );
}

/** Placeholder blocks for charts and tables that are being fetched. */
export function BlockSkeleton({ className = "h-48" }: { className?: string }) {
  return <div aria-hidden="true" className={`${bar} ${className}`} />;
}
