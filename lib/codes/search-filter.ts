import type { Prisma } from "../db/generated/client";
import { SHORT_CODE_PATTERN } from "./generate-short-code";

// Prisma sends `contains` as ILIKE '%…%' unescaped: a % or _ typed by the user must match itself.
export const literal = (text: string) => text.replace(/[\\%_]/g, "\\$&");

const like = (text: string) => ({ contains: literal(text), mode: "insensitive" as const });

/** The spec's `keyword`: the name or the content (what a code was made from). */
export function keywordFilter(keyword: string | undefined): Prisma.QrCodeWhereInput {
  return keyword ? { OR: [{ name: like(keyword) }, { content: like(keyword) }] } : {};
}

/** A pasted short link (`https://host/s/AbC12x9`) names its code by the last path segment. */
function shortCodeOfLink(text: string): string | undefined {
  const last = text
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "")
    .split("/")
    .pop();
  return text.includes("/") && last && SHORT_CODE_PATTERN.test(last) ? last : undefined;
}

/** `q`: the list's search box, over name, content, destination and short code. */
export function searchFilter(q: string | undefined): Prisma.QrCodeWhereInput {
  if (!q) return {};
  const pasted = shortCodeOfLink(q);
  return {
    OR: [
      { name: like(q) },
      { content: like(q) },
      { targetUrl: like(q) },
      { shortCode: like(q) },
      ...(pasted ? [{ shortCode: pasted }] : []),
    ],
  };
}
