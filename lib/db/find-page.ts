/** A page request: 1-based page number and page size. */
export interface PageRequest {
  page: number;
  size: number;
}

/** The spec's pagination object of codes, scans, webhooks, deliveries and the ledger. */
export interface Pagination {
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

/**
 * One page of a list: the count and the page's rows read together. `findRows` gets Prisma's
 * skip/take for the page; the caller names the list (`data`, `list`, …) as its endpoint's spec says.
 */
export async function findPage<Row>(
  { page, size }: PageRequest,
  count: () => Promise<number>,
  findRows: (window: { skip: number; take: number }) => Promise<Row[]>,
): Promise<{ rows: Row[]; pagination: Pagination }> {
  const [total, rows] = await Promise.all([count(), findRows({ skip: (page - 1) * size, take: size })]);
  return { rows, pagination: { page, size, total, totalPages: Math.ceil(total / size) } };
}
