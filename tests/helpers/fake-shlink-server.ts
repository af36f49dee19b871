import { type FakeSourceServer, intParam, startFakeSource } from "./fake-source-server";

/** A short URL as Shlink's REST API v3 answers it. */
export interface FakeShortUrl {
  shortCode: string;
  shortUrl: string;
  longUrl: string;
  dateCreated: string;
  tags: string[];
  domain: string | null;
  title: string | null;
  crawlable: boolean;
  forwardQuery: boolean;
  visitsSummary: { total: number; nonBots: number; bots: number };
  meta: { validSince: string | null; validUntil: string | null; maxVisits: number | null };
}

export interface FakeShlinkVisit {
  referer: string;
  date: string;
  userAgent: string;
  visitLocation: {
    countryCode: string;
    countryName: string;
    regionName: string;
    cityName: string;
    latitude: number;
    longitude: number;
    timezone: string;
    isEmpty: boolean;
  } | null;
  potentialBot: boolean;
  visitedUrl: string;
}

export interface FakeShlinkOptions {
  apiKey?: string;
  /** Host of Shlink's default domain (short URLs on it have `domain: null`). */
  defaultDomain?: string;
  count?: number;
  /** Visits of the i-th short URL; default 0. */
  visitsOf?: (index: number) => number;
  shortUrl?: (index: number, defaultDomain: string, visits: number) => FakeShortUrl;
  visit?: (index: number, visit: number) => FakeShlinkVisit;
}

export const FAKE_SHLINK_API_KEY = "shlink-test-key-9a8b7c";
const EPOCH = Date.UTC(2023, 5, 1, 12, 0, 0);
const DAY = 86_400_000;

/** Shlink's date format: ISO 8601 with an offset, "2023-06-01T12:00:00+00:00". */
const shlinkDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+00:00");

/** The i-th generated short URL: "c{i}"; every 4th on the branded domain go.brand.com, the others on the default. */
export function fakeShortUrl(index: number, defaultDomain: string, visits: number): FakeShortUrl {
  const domain = index % 4 === 3 ? "go.brand.com" : null;
  const shortCode = `c${index}`;
  const bots = Math.floor(visits / 10);
  return {
    shortCode,
    shortUrl: `https://${domain ?? defaultDomain}/${shortCode}`,
    longUrl: `https://example.com/shlink/${index}`,
    dateCreated: shlinkDate(EPOCH + index * 60_000),
    tags: index % 2 === 0 ? ["poster"] : [],
    domain,
    title: index % 5 === 4 ? null : `Short URL ${index}`,
    crawlable: false,
    forwardQuery: true,
    visitsSummary: { total: visits, nonBots: visits - bots, bots },
    meta: { validSince: null, validUntil: null, maxVisits: null },
  };
}

const COUNTRIES = [
  { countryCode: "US", countryName: "United States", regionName: "California", cityName: "San Francisco" },
  { countryCode: "DE", countryName: "Germany", regionName: "Berlin", cityName: "Berlin" },
  { countryCode: "FR", countryName: "France", regionName: "Île-de-France", cityName: "Paris" },
];
const AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
];

/**
 * The v-th visit of the i-th short URL: one a day from its creation; countries cycle US, DE, FR and an
 * unknown location (null); every 10th is a potential bot; every 3rd has no referer.
 */
export function fakeShlinkVisit(index: number, visit: number): FakeShlinkVisit {
  const where = visit % 4 === 3 ? null : COUNTRIES[visit % 4];
  return {
    referer: visit % 3 === 2 ? "" : "https://news.example.org/",
    date: shlinkDate(EPOCH + index * 60_000 + (visit + 1) * DAY),
    userAgent: AGENTS[visit % AGENTS.length],
    visitLocation: where && { ...where, latitude: 0, longitude: 0, timezone: "UTC", isEmpty: false },
    potentialBot: visit % 10 === 9,
    visitedUrl: `https://s.test/c${index}`,
  };
}

export interface FakeShlinkServer extends FakeSourceServer {
  apiKey: string;
  defaultDomain: string;
  count: number;
  shortUrl: (index: number) => FakeShortUrl;
  visitsOf: (index: number) => number;
  visit: (index: number, visit: number) => FakeShlinkVisit;
}

const problem = (status: number, detail?: string) => {
  const kinds: Record<number, [string, string]> = {
    401: ["invalid-api-key", "Invalid API key"],
    404: ["not-found", "Not found"],
    429: ["too-many-requests", "Too many requests"],
  };
  const [type, title] = kinds[status] ?? ["internal-server-error", "Internal server error"];
  return { type: `https://shlink.io/api/error/${type}`, title, detail: detail ?? title, status };
};

const paged = <T>(total: number, query: URLSearchParams, make: (index: number) => T, fallbackPerPage = 10) => {
  const page = intParam(query, "page", 1);
  const raw = query.get("itemsPerPage");
  // Shlink: itemsPerPage < 0 means every item on one page.
  const perPage =
    raw !== null && Number(raw) < 0 ? Math.max(1, total) : intParam(query, "itemsPerPage", fallbackPerPage);
  if (Number.isNaN(page) || Number.isNaN(perPage)) return null;
  const start = (page - 1) * perPage;
  const end = Math.min(total, start + perPage);
  const data = Array.from({ length: Math.max(0, end - start) }, (_, offset) => make(start + offset));
  return {
    data,
    pagination: {
      currentPage: page,
      pagesCount: Math.ceil(total / perPage),
      itemsPerPage: perPage,
      itemsInCurrentPage: data.length,
      totalItems: total,
    },
  };
};

/**
 * A fake of Shlink's REST API v3 (https://api-spec.shlink.io): `GET /rest/v3/short-urls?page&itemsPerPage`
 * and `GET /rest/v3/short-urls/{shortCode}/visits?domain&page&itemsPerPage` (newest visit first), each
 * `{shortUrls|visits: {data, pagination: {currentPage, pagesCount, …}}}`; `X-Api-Key` checked (401
 * problem+json). Items are made on demand, so thousands of URLs and their visits cost nothing up front.
 */
export async function startFakeShlink(options: FakeShlinkOptions = {}): Promise<FakeShlinkServer> {
  const apiKey = options.apiKey ?? FAKE_SHLINK_API_KEY;
  const defaultDomain = options.defaultDomain ?? "s.test";
  const count = options.count ?? 0;
  const visitsOf = options.visitsOf ?? (() => 0);
  const makeShortUrl = options.shortUrl ?? fakeShortUrl;
  const visit = options.visit ?? fakeShlinkVisit;
  const shortUrl = (index: number) => makeShortUrl(index, defaultDomain, visitsOf(index));
  const json = "application/problem+json";
  const server = await startFakeSource(({ path, query, headers }) => {
    if (headers["x-api-key"] !== apiKey) {
      return {
        status: 401,
        contentType: json,
        body: problem(401, "Provided API key does not exist or is invalid."),
      };
    }
    if (path === "/rest/v3/short-urls") {
      const shortUrls = paged(count, query, shortUrl);
      return shortUrls ? { status: 200, body: { shortUrls } } : { status: 400, contentType: json, body: problem(400) };
    }
    const match = /^\/rest\/v3\/short-urls\/([^/]+)\/visits$/.exec(path);
    if (!match) return undefined;
    const code = /^c(\d+)$/.exec(decodeURIComponent(match[1]));
    const index = code ? Number(code[1]) : -1;
    const found = index >= 0 && index < count ? shortUrl(index) : null;
    const domain = query.get("domain");
    const sameDomain = found && (found.domain ?? null) === (domain && domain !== "DEFAULT" ? domain : null);
    if (!found || !sameDomain) {
      const detail = `No URL found with short code "${match[1]}"${domain ? ` for domain "${domain}"` : ""}`;
      return {
        status: 404,
        contentType: json,
        body: { ...problem(404, detail), type: "https://shlink.io/api/error/short-url-not-found" },
      };
    }
    const total = visitsOf(index);
    const visits = paged(total, query, (position) => visit(index, total - 1 - position));
    return visits ? { status: 200, body: { visits } } : { status: 400, contentType: json, body: problem(400) };
  }, problem);
  return Object.assign(server, { apiKey, defaultDomain, count, shortUrl, visitsOf, visit });
}
