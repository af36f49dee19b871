import { getConfig } from "../../config/env";
import { ApiError } from "../../errors/api-error";
import type { ImportAdapter, ImportReadContext, SourceRow, SourceRowError } from "../import-row";
import { fetchSourceJson, isoDate, joinUrl, requiredString } from "./fetch-source";

export interface BitlyOptions {
  token: string;
  /** The group whose bitlinks to read; default: the user's default group. */
  groupGuid?: string;
}

/** Bitly's largest page. */
export const BITLY_PAGE_SIZE = 100;

interface Bitlink {
  id?: string;
  link?: string;
  long_url?: string;
  title?: string | null;
  tags?: string[];
  created_at?: string;
  custom_bitlinks?: string[];
}

interface BitlinksPage {
  links?: Bitlink[];
  pagination?: { next?: string | null; search_after?: string | null };
}

/** "https://go.brand.com/menu" or "bit.ly/abc" → its host and path. */
export function splitShortLink(link: string): { domain: string; slug: string } | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const slug = url.pathname.replace(/^\/+/, "");
  if (!url.hostname || !slug) return null;
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {}
  return { domain: url.hostname, slug: decoded };
}

/** One bitlink as a row: its first custom bitlink (a branded back-half) keeps its domain and slug. */
export function mapBitlink(link: Bitlink, row: number): SourceRow | SourceRowError {
  if (typeof link.id !== "string" || !link.id) return { row, field: "id", message: "the bitlink has no id" };
  if (typeof link.long_url !== "string" || !link.long_url) {
    return { row, field: "long_url", message: `the bitlink ${link.id} has no long_url` };
  }
  const custom = Array.isArray(link.custom_bitlinks)
    ? link.custom_bitlinks.find((entry): entry is string => typeof entry === "string" && entry.length > 0)
    : undefined;
  const place = (custom && splitShortLink(custom)) || splitShortLink(link.id);
  return {
    row,
    sourceId: link.id,
    url: link.long_url,
    name: typeof link.title === "string" && link.title ? link.title : null,
    domain: place?.domain ?? null,
    slug: place?.slug ?? null,
    tags: Array.isArray(link.tags) ? link.tags.filter((tag): tag is string => typeof tag === "string") : [],
    createdAt: isoDate(link.created_at),
    newLinkUnlessServed: true,
  };
}

/** Bitly's `pagination.next`, kept on the configured API's origin (the token goes nowhere else). */
function nextPage(next: string, base: URL): URL | null {
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin === base.origin) return url;
  return new URL(`${url.pathname}${url.search}`, base.origin);
}

async function* readBitly(
  options: BitlyOptions,
  context: ImportReadContext,
): AsyncGenerator<SourceRow | SourceRowError> {
  const token = requiredString(options?.token, "options.token");
  const base = new URL(getConfig().BITLY_API_URL);
  const request = (url: URL) =>
    fetchSourceJson<unknown>({
      source: "Bitly",
      url,
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      credentialField: "options.token",
      signal: context.signal,
    });
  let groupGuid = typeof options.groupGuid === "string" ? options.groupGuid.trim() : "";
  if (!groupGuid) {
    const user = (await request(joinUrl(base, "v4/user"))) as { default_group_guid?: string } | null;
    groupGuid = user?.default_group_guid ?? "";
    if (!groupGuid) {
      const message = "the Bitly account has no default group; give its group's guid";
      throw new ApiError("INVALID_REQUEST", `options.groupGuid: ${message}`, [{ field: "options.groupGuid", message }]);
    }
  }
  let url: URL | null = joinUrl(base, `v4/groups/${encodeURIComponent(groupGuid)}/bitlinks`, {
    size: BITLY_PAGE_SIZE,
    // Archived (hidden) bitlinks still redirect: their printed codes must keep working too.
    archived: "both",
  });
  const visited = new Set<string>();
  let row = 0;
  while (url && !visited.has(url.href)) {
    visited.add(url.href);
    const page = (await request(url)) as BitlinksPage | null;
    const links = Array.isArray(page?.links) ? page.links : [];
    for (const link of links) yield mapBitlink(link ?? {}, ++row);
    const next = page?.pagination?.next;
    url = links.length > 0 && typeof next === "string" && next ? nextPage(next, base) : null;
  }
}

/** Every bitlink of a group through Bitly's API v4 (`/v4/user`, `/v4/groups/{guid}/bitlinks`, paged). */
export const bitlyAdapter: ImportAdapter<BitlyOptions> = {
  read: (options, context) => readBitly(options, context),
};
