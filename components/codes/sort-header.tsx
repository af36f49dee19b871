import Link from "next/link";
import { type CodesQuery, codesHref, DEFAULT_SORT } from "./codes-query";

/**
 * A column header that orders the list by its column: the first click sorts the way people
 * expect for that column (names A→Z, most scans and newest first), the next click reverses.
 */
export function SortHeader({
  query,
  column,
  label,
  className = "",
}: {
  query: CodesQuery;
  column: "name" | "scanCount" | "createdAt";
  label: string;
  className?: string;
}) {
  const sort = query.sort ?? DEFAULT_SORT;
  const active = sort.replace(/^-/, "") === column;
  const descending = sort.startsWith("-");
  const firstClick = column === "name" ? column : `-${column}`;
  const next = active ? (descending ? column : `-${column}`) : firstClick;
  return (
    <th
      scope="col"
      className={`px-3 py-3 font-medium ${className}`}
      aria-sort={active ? (descending ? "descending" : "ascending") : undefined}
    >
      <Link
        href={codesHref({ ...query, sort: next, page: 1 })}
        aria-label={`Sort by ${label.toLowerCase()}${active ? `, now ${descending ? "descending" : "ascending"}` : ""}`}
        className="inline-flex items-center gap-1 uppercase hover:text-zinc-900"
      >
        {label}
        <span aria-hidden="true" className={active ? "text-zinc-700" : "text-zinc-400"}>
          {active ? (descending ? "↓" : "↑") : "↕"}
        </span>
      </Link>
    </th>
  );
}
