/**
 * The columns, named as the CSV import reads them (lib/imports), so an export imports into another
 * Codebeam unchanged. `url` is a dynamic (or AI) code's target and a static code's content; `domain`
 * the branded hostname in Unicode and `slug` the link's path on it (both empty on the install's own
 * short-link base); `tags` joined with `|`; `createdAt` ISO 8601.
 */
export const CODES_CSV_COLUMNS = [
  "id",
  "name",
  "mode",
  "status",
  "domain",
  "slug",
  "shortLink",
  "url",
  "tags",
  "scans",
  "createdAt",
] as const;
