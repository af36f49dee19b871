// The code editor's "Link" choices: which domain a dynamic code's link goes on and its slug, and the
// link they make. Pure, for the editor, the code page and their tests.

/** As lib/codes/link-schemas.ts's SLUG_PATTERN (no zod in the browser). */
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** A domain a code may use: its Unicode hostname and whether new codes go on it by default. */
export type LinkDomain = { hostname: string; isDefault: boolean };

/** What the editor may choose from: the workspace's usable domains and the install's own base. */
export type LinkChoices = { domains: LinkDomain[]; base: string };

/** The choice as the form keeps it: "" for the install's base; slug "" for the code's short code. */
export type LinkValue = { domain: string; slug: string };

/** The preselected choice of a new code: the default domain, else the install's base. */
export const initialLink = (choices: LinkChoices): LinkValue => ({
  domain: choices.domains.find((domain) => domain.isDefault)?.hostname ?? "",
  slug: "",
});

/** Why a slug would be refused, before the server says it; null when it is fine or empty. */
export function slugProblem(slug: string): string | null {
  if (slug === "" || SLUG_PATTERN.test(slug)) return null;
  if (slug.length > 64) return "Use at most 64 characters.";
  return "Use letters, digits, '-' and '_', starting with a letter or digit.";
}

/**
 * The link a choice makes: `<scheme>://<hostname>/<slug>` on a branded domain (the scheme of the
 * install's own links, as lib/codes/code-link.ts builds it), `<base>/<code>` on the install's;
 * `shortCode` is the code's own, when known (a new code's is drawn when it is saved).
 */
export function linkPreview(value: LinkValue, base: string, shortCode?: string): string {
  const path = shortCode ?? "…";
  if (!value.domain) return `${base}/${path}`;
  const scheme = base.startsWith("http://") ? "http:" : "https:";
  return `${scheme}//${value.domain}/${value.slug.trim() || path}`;
}

/** The body fields of a new code for a choice: nothing when it is the default anyway. */
export function createLinkFields(value: LinkValue, choices: LinkChoices): { domain?: string | null; slug?: string } {
  const preset = initialLink(choices).domain;
  const slug = value.domain && value.slug.trim() ? { slug: value.slug.trim() } : {};
  if (value.domain === preset) return slug;
  return { domain: value.domain || null, ...slug };
}

/** The PATCH fields that move a code's link from `current` to `next`; empty when nothing moves. */
export function updateLinkFields(current: LinkValue, next: LinkValue): { domain?: string | null; slug?: string } {
  const slug = next.slug.trim();
  const change: { domain?: string | null; slug?: string } = {};
  if (next.domain !== current.domain) change.domain = next.domain || null;
  if (next.domain && slug && (slug !== current.slug || next.domain !== current.domain)) change.slug = slug;
  return change;
}

/** The code's own short code, where its link shows it (not under a slug). */
export function shortCodeOf(link: { shortLink?: string; slug?: string | null }): string | undefined {
  if (!link.shortLink || link.slug) return undefined;
  return link.shortLink.split("/").at(-1) || undefined;
}
