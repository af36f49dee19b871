import type { Prisma } from "../db/generated/client";
import { SHORT_CODE_PATTERN } from "./generate-short-code";
import { SLUG_PATTERN } from "./link-schemas";

// Prisma sends `contains` as ILIKE '%…%' unescaped: a % or _ typed by the user must match itself.
export const literal = (text: string) => text.replace(/[\\%_]/g, "\\$&");

const like = (text: string) => ({ contains: literal(text), mode: "insensitive" as const });

/** The spec's `keyword`: the name or the content (what a code was made from). */
export function keywordFilter(keyword: string | undefined): Prisma.QrCodeWhereInput {
  return keyword ? { OR: [{ name: like(keyword) }, { content: like(keyword) }] } : {};
}

/** The last path segment of a pasted link (`https://host/s/AbC12x9`, `https://go.brand.com/menu`). */
function lastSegmentOfLink(text: string): string | undefined {
  const last = text
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "")
    .split("/")
    .pop();
  return text.includes("/") && last ? last : undefined;
}

/** `q`: the list's search box, over name, content, destination, short code and branded slug. */
export function searchFilter(q: string | undefined): Prisma.QrCodeWhereInput {
  if (!q) return {};
  const pasted = lastSegmentOfLink(q);
  return {
    OR: [
      { name: like(q) },
      { content: like(q) },
      { targetUrl: like(q) },
      { shortCode: like(q) },
      { slug: like(q) },
      ...(pasted && SHORT_CODE_PATTERN.test(pasted) ? [{ shortCode: pasted }] : []),
      ...(pasted && SLUG_PATTERN.test(pasted) ? [{ slug: pasted }] : []),
    ],
  };
}
