/** What the codes page's URL holds: filters, order, page size and page. */
export interface CodesQuery {
  /** The search box: name, content, destination or short code. */
  q?: string;
  /** The spec's keyword (name or content), kept for links made before `q`. */
  keyword?: string;
  mode?: string;
  status?: string;
  tag?: string;
  sort?: string;
  size?: number;
  page?: number;
}

export const DEFAULT_SORT = "-createdAt";
export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** `/dashboard/codes?…` with only what differs from the defaults, so plain URLs stay plain. */
export function codesHref(query: CodesQuery): string {
  const params = new URLSearchParams();
  for (const name of ["q", "keyword", "mode", "status", "tag"] as const) if (query[name]) params.set(name, query[name]);
  if (query.sort && query.sort !== DEFAULT_SORT) params.set("sort", query.sort);
  if (query.size && query.size !== DEFAULT_PAGE_SIZE) params.set("size", String(query.size));
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `/dashboard/codes?${text}` : "/dashboard/codes";
}
