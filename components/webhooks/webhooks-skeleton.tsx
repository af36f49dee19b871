const bar = "animate-pulse rounded bg-zinc-200/80";

/** Rows in the shape of webhooks while the list loads. */
export function WebhooksSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div role="status" className="divide-y divide-zinc-100">
      <span className="sr-only">Loading webhooks…</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-4 px-5 py-4">
          <div className="min-w-0 flex-1 space-y-2">
            <div className={`h-4 w-1/2 ${bar}`} />
            <div className={`h-3 w-1/3 ${bar}`} />
          </div>
          <div className={`hidden h-8 w-48 sm:block ${bar}`} />
        </div>
      ))}
    </div>
  );
}
