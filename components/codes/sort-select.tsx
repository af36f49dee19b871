"use client";

import { useRouter } from "next/navigation";
import { type CodesQuery, codesHref, DEFAULT_SORT } from "./codes-query";

/** The orders of the table's sorting headers (components/codes/sort-header.tsx), in words. */
const SORTS = [
  ["-createdAt", "Newest first"],
  ["createdAt", "Oldest first"],
  ["name", "Name A–Z"],
  ["-name", "Name Z–A"],
  ["-scanCount", "Most scans"],
  ["scanCount", "Fewest scans"],
] as const;

/**
 * The list's order on a phone, where the table and its sorting headers are hidden: the same `sort`
 * parameter as the headers, back on the first page.
 */
export function SortSelect({ query, className = "" }: { query: CodesQuery; className?: string }) {
  const router = useRouter();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor="codes-sort" className="shrink-0 text-sm font-medium text-zinc-700">
        Sort by
      </label>
      <select
        id="codes-sort"
        key={query.sort ?? DEFAULT_SORT} // follows the URL (Back, a header link's order)
        defaultValue={query.sort ?? DEFAULT_SORT}
        onChange={(event) => router.push(codesHref({ ...query, sort: event.target.value, page: 1 }))}
        className="block h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500"
      >
        {SORTS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
