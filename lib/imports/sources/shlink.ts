import { db } from "../../db/client";
import { ApiError } from "../../errors/api-error";
import type { ImportAdapter, ImportReadContext, SourceRow, SourceRowError } from "../import-row";
import { sketchCodeDays } from "../../stats/sketch-code-days";
import { ensureVisitPartitions, type HistoricalVisit, importVisits } from "../import-visits";
import { fetchSourceJson, isoDate, joinUrl, requiredString } from "./fetch-source";

export interface ShlinkOptions {
  /** The Shlink server, the user's own (https://s.example.com, or with a path prefix). */
  baseUrl: string;
  apiKey: string;
  /** Also bring each short URL's visits in as historical scans. */
  visits?: boolean;
}

export const SHLINK_PAGE_SIZE = 100;
export const SHLINK_VISITS_PAGE_SIZE = 5000;
/** Visits written per importVisits call, all of one code inside the same transaction. */
export const SHLINK_VISITS_CHUNK = 5000;

interface ShlinkPagination {
  currentPage?: number;
  pagesCount?: number;
}

interface ShlinkShortUrl {
  shortCode?: string;
  shortUrl?: string;
  longUrl?: string;
  dateCreated?: string;
  tags?: string[];
  domain?: string | null;
  title?: string | null;
}

interface ShlinkVisit {
  referer?: string | null;
  date?: string;
  userAgent?: string | null;
  potentialBot?: boolean;
  visitLocation?: { countryCode?: string | null; regionName?: string | null; cityName?: string | null } | null;
}

function baseUrlOf(options: ShlinkOptions): URL {
  const raw = requiredString(options?.baseUrl, "options.baseUrl");
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {}
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    const message = "must be the http or https address of the Shlink server";
    throw new ApiError("INVALID_REQUEST", `options.baseUrl: ${message}`, [{ field: "options.baseUrl", message }]);
  }
  url.username = "";
  url.password = "";
  return url;
}

function request<T>(options: ShlinkOptions, url: URL, signal?: AbortSignal): Promise<T> {
  return fetchSourceJson<T>({
    source: "Shlink",
    url,
    headers: { "x-api-key": requiredString(options.apiKey, "options.apiKey"), accept: "application/json" },
    credentialField: "options.apiKey",
    sourceField: "options.baseUrl",
    guarded: true,
    signal,
  });
}

/** Every item of a Shlink list (`{[key]: {data, pagination}}`), page by page up to its pagesCount. */
async function* pages<T>(
  options: ShlinkOptions,
  path: string,
  key: string,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): AsyncGenerator<T[]> {
  const base = baseUrlOf(options);
  for (let page = 1; ; page++) {
    const answer = await request<Record<string, { data?: T[]; pagination?: ShlinkPagination } | undefined>>(
      options,
      joinUrl(base, path, { ...query, page }),
      signal,
    );
    const list = answer?.[key];
    const data = Array.isArray(list?.data) ? list.data : [];
    yield data;
    const pagesCount = Number(list?.pagination?.pagesCount ?? 0);
    if (data.length === 0 || !(page < pagesCount)) return;
  }
}

function hostOf(shortUrl: unknown): string | null {
  if (typeof shortUrl !== "string") return null;
  try {
    return new URL(shortUrl).hostname || null;
  } catch {
    return null;
  }
}

/** One short URL as a row: its domain (the default domain's is its shortUrl's host) and short code kept. */
export function mapShlinkShortUrl(link: ShlinkShortUrl, row: number): SourceRow | SourceRowError {
  if (typeof link.shortCode !== "string" || !link.shortCode) {
    return { row, field: "shortCode", message: "the short URL has no short code" };
  }
  const ownDomain = typeof link.domain === "string" && link.domain ? link.domain : null;
  const sourceId = `${ownDomain ?? ""}/${link.shortCode}`;
  if (typeof link.longUrl !== "string" || !link.longUrl) {
    return { row, field: "longUrl", message: `the short URL ${sourceId} has no longUrl` };
  }
  return {
    row,
    sourceId,
    url: link.longUrl,
    name: typeof link.title === "string" && link.title ? link.title : null,
    domain: ownDomain ?? hostOf(link.shortUrl),
    slug: link.shortCode,
    tags: Array.isArray(link.tags) ? link.tags.filter((tag): tag is string => typeof tag === "string") : [],
    createdAt: isoDate(link.dateCreated),
    newLinkUnlessServed: true,
    extra: { shortCode: link.shortCode, domain: ownDomain },
  };
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** One Shlink visit as a HistoricalVisit; null when it has no readable date. */
export function mapShlinkVisit(visit: ShlinkVisit): HistoricalVisit | null {
  const at = typeof visit.date === "string" ? new Date(visit.date) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  const location = visit.visitLocation ?? null;
  const country = text(location?.countryCode);
  return {
    at,
    userAgent: text(visit.userAgent),
    referer: text(visit.referer),
    country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null,
    region: text(location?.regionName),
    city: text(location?.cityName),
    bot: visit.potentialBot === true,
  };
}

/** Every visit of one short URL (`/rest/v3/short-urls/{shortCode}/visits`, all pages), oldest or not. */
export async function readShlinkVisits(
  options: ShlinkOptions,
  extra: Record<string, string | null> | undefined,
  signal?: AbortSignal,
): Promise<HistoricalVisit[]> {
  const shortCode = extra?.shortCode;
  if (!shortCode) throw new Error("readShlinkVisits: the row has no shortCode in extra");
  const visits: HistoricalVisit[] = [];
  const path = `rest/v3/short-urls/${encodeURIComponent(shortCode)}/visits`;
  const query = { itemsPerPage: SHLINK_VISITS_PAGE_SIZE, domain: extra?.domain || undefined };
  for await (const data of pages<ShlinkVisit>(options, path, "visits", query, signal)) {
    for (const visit of data) {
      const mapped = visit && mapShlinkVisit(visit);
      if (mapped) visits.push(mapped);
    }
  }
  return visits;
}

async function* readShlink(
  options: ShlinkOptions,
  context: ImportReadContext,
): AsyncGenerator<SourceRow | SourceRowError> {
  requiredString(options?.apiKey, "options.apiKey");
  let row = 0;
  const query = { itemsPerPage: SHLINK_PAGE_SIZE, orderBy: "dateCreated-ASC" };
  for await (const data of pages<ShlinkShortUrl>(options, "rest/v3/short-urls", "shortUrls", query, context.signal)) {
    for (const link of data) yield mapShlinkShortUrl(link ?? {}, ++row);
  }
}

/**
 * Every short URL through Shlink's REST API v3, through the outbound-request guard (the server is the
 * user's); with `visits`, each code's visits are written as historical scans after it is created.
 */
export const shlinkAdapter: ImportAdapter<ShlinkOptions> = {
  read: (options, context) => readShlink(options, context),
  wantsAfterCreate: (options) => options.visits === true,
  async afterCreate(options, row, code, finish, context) {
    // Read before the transaction: no network wait holds it open.
    const visits = options.visits ? await readShlinkVisits(options, row.extra, context.signal) : [];
    await ensureVisitPartitions(visits);
    const prisma = await db();
    await prisma.$transaction(
      async (tx) => {
        for (let start = 0; start < visits.length; start += SHLINK_VISITS_CHUNK) {
          await importVisits(tx, code, visits.slice(start, start + SHLINK_VISITS_CHUNK));
        }
        await finish(tx);
      },
      { maxWait: 15_000, timeout: Math.max(15_000, Math.ceil(visits.length / 1000) * 2_000) },
    );
    // Their days' visitor sketches and month sums now, so no statistics read before the job's next turn makes them.
    try {
      await sketchCodeDays(
        code.id,
        visits.map((visit) => visit.at.toISOString().slice(0, 10)),
      );
    } catch (error) {
      // The visits are written; the background job makes what this could not.
      console.error(`[imports] visitor sketches of ${code.id}:`, (error as Error).message);
    }
  },
};
