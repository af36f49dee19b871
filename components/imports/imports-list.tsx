"use client";

import { Card, CardHeader } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDateTime, formatNumber } from "@/components/ui/format";
import { UploadIcon } from "@/components/ui/icons";
import { StatusBadge } from "./import-result";
import { type ImportSummary, SOURCE_LABELS } from "./import-types";

/** The workspace's past imports, newest first: source, status, counts, when. */
export function ImportsList({
  imports,
  error,
  onRefresh,
}: {
  imports: ImportSummary[];
  error: string | null;
  onRefresh: () => void;
}) {
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Past imports"
        description="The last 50, newest first."
        action={
          <Button variant="ghost" size="sm" onClick={onRefresh}>
            Refresh
          </Button>
        }
      />
      {error ? <p className="px-5 pt-4 text-sm text-red-700">Imports could not be loaded: {error}</p> : null}
      {imports.length ? (
        <ul aria-label="Past imports" className="divide-y divide-zinc-100">
          {imports.map((item) => (
            <li
              key={item.id}
              aria-label={`${SOURCE_LABELS[item.source]}${item.dryRun ? " check" : " import"}, ${formatDateTime(item.createdAt)}`}
              className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900">
                  {SOURCE_LABELS[item.source]}
                  {item.dryRun ? <span className="text-xs font-normal text-zinc-500">dry run</span> : null}
                  <StatusBadge status={item.status} />
                </p>
                <p className="mt-0.5 text-xs text-zinc-500">{formatDateTime(item.createdAt)}</p>
              </div>
              <p className="text-sm text-zinc-700 tabular-nums">
                {formatNumber(item.total)} {item.total === 1 ? "row" : "rows"}: {formatNumber(item.created)}{" "}
                {item.dryRun ? "to create" : "created"}, {formatNumber(item.updated)} updated,{" "}
                {formatNumber(item.skipped)} skipped,{" "}
                <span className={item.failed ? "text-red-700" : undefined}>{formatNumber(item.failed)} failed</span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <div className="p-5">
          <EmptyState icon={<UploadIcon className="size-6" />} title="No imports yet">
            <p>
              Bring the links you already have (a CSV, Bitly, Shlink or Dub). Links on a domain you serve here keep
              their slug, so printed codes keep working.
            </p>
          </EmptyState>
        </div>
      )}
    </Card>
  );
}
