import Link from "next/link";
import { buttonClass } from "./button";

/** Previous / next links over a `?page=` query, with "Page x of y". `basePath` may carry a query (filters) of its own. */
export function Pagination({ basePath, page, totalPages }: { basePath: string; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const href = (target: number) =>
    target === 1 ? basePath : `${basePath}${basePath.includes("?") ? "&" : "?"}page=${target}`;
  const disabled = `${buttonClass("secondary", "sm")} pointer-events-none opacity-50`;
  return (
    <nav
      aria-label="Pagination"
      className="flex items-center justify-between gap-3 border-t border-zinc-100 px-5 py-3 text-sm"
    >
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={buttonClass("secondary", "sm")}>
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Previous
        </span>
      )}
      <span className="text-zinc-500">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link href={href(page + 1)} rel="next" className={buttonClass("secondary", "sm")}>
          Next
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Next
        </span>
      )}
    </nav>
  );
}
