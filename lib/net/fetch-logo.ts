import CachePolicy from "http-cache-semantics";
import { LRUCache } from "lru-cache";
import { invalid } from "../errors/api-error";
import { decodeLogo, type LogoImage, UndecodableLogoError } from "../render/decode-logo";
import { fetchGuarded, type GuardedResponse } from "./fetch-guarded";
import { OutboundRequestError } from "./outbound-error";
import { registerCache } from "../server/memory-report";

interface CachedLogo {
  logo: LogoImage;
  /** What the logo's server said about reusing it: freshness, validators, no-cache / no-store. */
  policy: CachePolicy;
}

const IMAGE_TYPES = /^image\/(png|jpeg|jpg|webp|gif|avif)\b/i;
/** Freshness of a logo whose answer says nothing about caching (no Cache-Control, no Expires). */
const DEFAULT_CACHE_CONTROL = "max-age=300";
/** A logo is asked again (conditionally) after an hour at most, whatever its max-age. */
const MAX_FRESH_SECONDS = 60 * 60;

/** A logo that cannot be used; fetchLogo turns it into a 400 on the caller's field. */
class LogoProblem extends Error {}

const logoRequest = (url: string): CachePolicy.Request => ({
  url,
  method: "GET",
  headers: { accept: "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9" },
});

/** The cache policy of an answer (RFC 9111 through http-cache-semantics), as a private cache. */
function policyOf(url: string, response: GuardedResponse): CachePolicy {
  const headers = { ...response.headers };
  if (headers["cache-control"] === undefined && headers.expires === undefined)
    headers["cache-control"] = DEFAULT_CACHE_CONTROL;
  return new CachePolicy(logoRequest(url), { status: response.status, headers }, { shared: false });
}

/** Whether a cached logo must be asked for again before it is used. */
const mustRevalidate = (entry: CachedLogo, url: string) =>
  !entry.policy.satisfiesWithoutRevalidation(logoRequest(url)) || entry.policy.age() > MAX_FRESH_SECONDS;

async function request(url: string, headers: CachePolicy.Headers): Promise<GuardedResponse> {
  try {
    return await fetchGuarded(url, { headers: headers as Record<string, string> });
  } catch (error) {
    if (error instanceof OutboundRequestError) throw new LogoProblem(`could not be fetched: ${error.message}`);
    throw error;
  }
}

async function download(url: string, stale: CachedLogo | undefined): Promise<CachedLogo> {
  const fresh = logoRequest(url);
  let response = await request(url, stale ? stale.policy.revalidationHeaders(fresh) : fresh.headers);
  if (response.status === 304 && stale) {
    const { policy, modified } = stale.policy.revalidatedPolicy(fresh, { status: 304, headers: response.headers });
    if (!modified) return { logo: stale.logo, policy };
    response = await request(url, fresh.headers); // the 304 was for another version: fetch this one
  }
  if (response.status < 200 || response.status > 299)
    throw new LogoProblem(`could not be fetched: the server answered HTTP ${response.status}`);
  const type = response.headers["content-type"] ?? "none";
  if (!IMAGE_TYPES.test(type))
    throw new LogoProblem(`is not an image (content type ${type}); use PNG, JPEG, WebP, GIF or AVIF`);
  let logo: LogoImage;
  try {
    logo = await decodeLogo(response.body);
  } catch (error) {
    throw error instanceof UndecodableLogoError ? new LogoProblem(error.message) : error;
  }
  return { logo, policy: policyOf(url, response) };
}

// Decoded logos by URL, bounded by their pixels' bytes (a 2 MB PNG is kept as at most 1024² RGBA).
// Concurrent requests for one URL share one download and one decode. Entries have no TTL here:
// each one's cache policy says when it must be revalidated, and its validators make that cheap.
const LOGO_BYTES = 64 * 2 ** 20;
const cache = new LRUCache<string, CachedLogo>({
  maxSize: LOGO_BYTES,
  sizeCalculation: (entry) => Math.max(1, entry.logo.data.byteLength),
  fetchMethod: (url, stale) => download(url, stale),
  ignoreFetchAbort: true,
});
registerCache("fetched logos", () => ({ entries: cache.size, bytes: cache.calculatedSize, maxBytes: LOGO_BYTES }));

/**
 * A logo image, fetched through the outbound-request guard (5 s, 2 MB), decoded and downscaled
 * once, and cached by URL as its Cache-Control allows; a stale entry is revalidated with its ETag or
 * Last-Modified. Every failure is a 400 on `field`.
 */
export async function fetchLogo(url: string, field = "logo"): Promise<LogoImage> {
  try {
    const cached = cache.peek(url);
    const entry = (await cache.fetch(url, { forceRefresh: cached !== undefined && mustRevalidate(cached, url) }))!;
    if (!entry.policy.storable()) cache.delete(url); // no-store: used for this request only
    return entry.logo;
  } catch (error) {
    if (error instanceof LogoProblem) throw invalid(field, error.message);
    throw error;
  }
}

/** Tests start from an empty cache. */
export function clearLogoCacheForTests(): void {
  cache.clear();
}
