import { CreateQrCodeBody } from "../codes/code-schemas";
import { toAsciiHostname } from "../domains/hostname-syntax";
import { ApiError } from "../errors/api-error";
import { parseWith } from "../errors/parse-with";
import type { SourceRow, SourceRowError } from "./import-row";

/** A domain the workspace serves links on (VERIFIED or FAILING). */
export interface ServedDomain {
  id: string;
  hostname: string;
}

/** The workspace's domains as the judge needs them: by ASCII hostname, and the default one. */
export interface WorkspaceDomains {
  byHostname: Map<string, ServedDomain>;
  fallback: ServedDomain | null;
}

/** A row that can become a code: what ImportRow.data holds until it is written. */
export interface JudgedRow {
  sourceId: string;
  mode: "DYNAMIC" | "STATIC";
  content: string;
  /** Where the link redirects (a STATIC row: its content). */
  targetUrl: string;
  name: string | null;
  tags: string[];
  domainId: string | null;
  hostname: string | null;
  slug: string | null;
  createdAt: string | null;
  extra?: Record<string, string | null>;
}

// The source's column names, where the create body names them otherwise.
const FIELD_NAMES: Record<string, string> = { content: "url" };

const rowError = (row: number, field: string, message: string): SourceRowError => ({ row, field, message });

/** The row's domain, and whether its slug stays (not when a remote link moves to the workspace's own). */
function domainOf(
  row: SourceRow,
  domains: WorkspaceDomains,
): { domain: ServedDomain | null; keepsSlug: boolean } | SourceRowError {
  if (!row.domain) {
    if (row.slug && !domains.fallback)
      return rowError(
        row.row,
        "slug",
        "needs a domain: give the row a domain the workspace serves, or set a default domain",
      );
    return { domain: domains.fallback, keepsSlug: true };
  }
  const ascii = toAsciiHostname(row.domain);
  const served = "hostname" in ascii ? domains.byHostname.get(ascii.hostname) : undefined;
  if (served) return { domain: served, keepsSlug: true };
  if (row.newLinkUnlessServed) return { domain: domains.fallback, keepsSlug: false };
  return rowError(
    row.row,
    "domain",
    `${row.domain} is not a verified domain of this workspace (add it under Domains first)`,
  );
}

function createdAtOf(row: SourceRow, now: Date): string | null | SourceRowError {
  if (!row.createdAt) return null;
  const at = new Date(row.createdAt);
  if (Number.isNaN(at.getTime()))
    return rowError(row.row, "createdAt", "is not a date (use ISO 8601, e.g. 2024-03-01T12:00:00Z)");
  return at > now ? now.toISOString() : at.toISOString();
}

/**
 * Judges a row by the same rules as a create (lib/codes/code-schemas.ts) and the workspace's
 * domains: a slug stays on its domain when the workspace serves it; a remote source's link on
 * another domain gets a new link; a CSV row naming another domain is an error.
 */
export function judgeRow(row: SourceRow, domains: WorkspaceDomains, now = new Date()): JudgedRow | SourceRowError {
  const place = domainOf(row, domains);
  if ("message" in place) return place;
  const { domain, keepsSlug } = place;
  // An AI code of another install comes in as a dynamic code with the same link (its art stays there).
  const given = (row.mode ?? "").trim().toUpperCase();
  const mode = given === "" || given === "AI" ? "DYNAMIC" : given;
  const createdAt = createdAtOf(row, now);
  if (createdAt && typeof createdAt === "object") return createdAt;
  try {
    const input = parseWith(
      CreateQrCodeBody,
      {
        content: row.url.trim(),
        mode,
        ...(row.name?.trim() ? { name: row.name.trim() } : {}),
        ...(row.tags?.length ? { tags: row.tags } : {}),
        ...(mode === "DYNAMIC" && keepsSlug && row.slug ? { slug: row.slug } : {}),
      },
      "row",
    );
    const isDynamic = input.mode === "DYNAMIC";
    return {
      sourceId: row.sourceId,
      mode: isDynamic ? "DYNAMIC" : "STATIC",
      content: input.content,
      targetUrl: isDynamic ? new URL(input.content).href : input.content,
      name: input.name || null,
      tags: input.tags ?? [],
      domainId: isDynamic ? (domain?.id ?? null) : null,
      hostname: isDynamic ? (domain?.hostname ?? null) : null,
      slug: isDynamic ? (input.slug ?? null) : null,
      createdAt,
      ...(row.extra ? { extra: row.extra } : {}),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const detail = error.details?.[0];
    const field = detail ? (FIELD_NAMES[detail.field] ?? detail.field) : "row";
    return rowError(row.row, field, detail?.message ?? error.message);
  }
}
