import { Button } from "./button";

/** Previous / next buttons for a list paged in client state (Pagination is the link version). */
export function PageButtons({
  label,
  page,
  totalPages,
  loading,
  onPage,
}: {
  label: string;
  page: number;
  totalPages: number;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={label}
      className="flex items-center justify-between gap-3 border-t border-zinc-100 px-4 py-3 text-sm"
    >
      <Button variant="secondary" size="sm" disabled={loading || page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-zinc-500">
        Page {page} of {totalPages}
      </span>
      <Button variant="secondary" size="sm" disabled={loading || page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
