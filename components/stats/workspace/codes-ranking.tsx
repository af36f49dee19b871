"use client";

import Link from "next/link";
import { formatNumber, formatShare } from "@/components/ui/format";
import { NoData } from "../chart-card";
import { codeName } from "./filter-bar";

/** The most scanned codes: a row's name filters the page by that code; the arrow opens the code. */
export function CodesRanking({
  codes,
  total,
  onSelect,
}: {
  codes: { id: string; name: string | null; count: number }[];
  total: number;
  onSelect: (id: string) => void;
}) {
  if (codes.length === 0) return <NoData />;
  return (
    <ol aria-label="Most scanned codes" className="divide-y divide-zinc-100 text-sm">
      {codes.map((code) => (
        <li key={code.id} className="flex items-center gap-3 py-1.5">
          <button
            type="button"
            onClick={() => onSelect(code.id)}
            className="min-w-0 flex-1 truncate rounded text-left text-zinc-800 underline decoration-zinc-300 decoration-dotted underline-offset-4 hover:text-brand-700 hover:decoration-solid"
            title={`Show only ${codeName(code)}`}
          >
            {codeName(code)}
          </button>
          <span className="shrink-0 tabular-nums">
            <span className="font-medium text-zinc-900">{formatNumber(code.count)}</span>
            {total ? <span className="ml-1.5 text-xs text-zinc-500">{formatShare(code.count, total)}</span> : null}
          </span>
          <Link
            href={`/dashboard/codes/${code.id}`}
            className="shrink-0 rounded px-1 text-xs font-medium text-brand-700 hover:underline"
            aria-label={`Open ${codeName(code)}`}
          >
            Open
          </Link>
        </li>
      ))}
    </ol>
  );
}
