// How an import reads a CSV's header: free of node:*, so the dashboard's preview
// (components/imports/import-csv.ts) reads a file exactly as the server will.

/** The CSV columns an import reads, by every name it takes (compared lower-case, without spaces). */
const COLUMN_NAMES: Record<string, keyof CsvColumns> = {
  url: "url",
  content: "url",
  long_url: "url",
  longurl: "url",
  destination: "url",
  id: "id",
  name: "name",
  title: "name",
  slug: "slug",
  shortcode: "slug",
  short_code: "slug",
  domain: "domain",
  tags: "tags",
  mode: "mode",
  createdat: "createdAt",
  created_at: "createdAt",
  created: "createdAt",
};

export interface CsvColumns {
  url: number;
  id: number;
  name: number;
  slug: number;
  domain: number;
  tags: number;
  mode: number;
  createdAt: number;
}

/** Where each known column is in the header (-1: absent); the first of two names for one column wins. */
export function columnsOf(header: string[]): CsvColumns {
  const columns: CsvColumns = { url: -1, id: -1, name: -1, slug: -1, domain: -1, tags: -1, mode: -1, createdAt: -1 };
  header.forEach((cell, index) => {
    const key =
      COLUMN_NAMES[
        cell
          .replace(/^\uFEFF/, "")
          .trim()
          .toLowerCase()
          .replace(/\s+/g, "")
      ];
    if (key && columns[key] === -1) columns[key] = index;
  });
  return columns;
}

/** Comma or semicolon: whichever the header line holds more of (outside quotes). */
export function delimiterOf(text: string): "," | ";" {
  const line = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, "");
  return (line.match(/;/g)?.length ?? 0) > (line.match(/,/g)?.length ?? 0) ? ";" : ",";
}

/** A tags cell's tags: `|` or `,` separated. */
export const tagsOf = (cell: string) =>
  cell
    .split(/[|,]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
