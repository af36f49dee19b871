import { z } from "zod";

const Count = z.number().int().min(0);

/**
 * The `pagination` of every `page`/`size` list (codes, versions, webhooks, deliveries, scans, the
 * credit ledger): one schema, the document's `Pagination`. The users list keeps the spec's own
 * `{total, page, limit, pages}` (lib/users/user-schemas.ts).
 */
export const PaginationSchema = z
  .object({ page: Count, size: Count, total: Count, totalPages: Count })
  .meta({ id: "Pagination", examples: [{ page: 1, size: 20, total: 42, totalPages: 3 }] });
