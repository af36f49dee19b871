import { displayHostname } from "../domains/hostname";
import { shortLinkBase, shortLinkFor } from "./short-link-base";

/** The columns a code's link is built from. */
export const CODE_LINK_SELECT = { shortCode: true, slug: true, domain: { select: { hostname: true } } } as const;

export interface CodeLinkColumns {
  shortCode: string | null;
  slug: string | null;
  domain: { hostname: string } | null;
}

/**
 * A branded link: at the root of its host, with the scheme the install's own links have (an
 * install behind TLS serves every host it has with TLS: deploy/Caddyfile).
 */
export const brandedLink = (hostname: string, slug: string): string =>
  `${new URL(shortLinkBase()).protocol}//${hostname}/${slug}`;

/** The code's short link (none for a static code): branded when it has a domain. */
export function shortLinkOf(row: CodeLinkColumns): string | undefined {
  if (row.domain && row.slug) return brandedLink(row.domain.hostname, row.slug);
  return row.shortCode ? shortLinkFor(row.shortCode) : undefined;
}

/** `{shortLink}` when the code has one, else nothing (answers leave the field out). */
export function withShortLink(row: CodeLinkColumns): { shortLink?: string } {
  const shortLink = shortLinkOf(row);
  return shortLink ? { shortLink } : {};
}

/** The answer's `domain` and `slug` (null off a branded domain). */
export function linkView(row: CodeLinkColumns): { domain: string | null; slug: string | null } {
  return row.domain && row.slug
    ? { domain: displayHostname(row.domain.hostname), slug: row.slug }
    : { domain: null, slug: null };
}
