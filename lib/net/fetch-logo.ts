import { LRUCache } from "lru-cache";
import { invalid } from "../errors/api-error";
import { decodeLogo, type LogoImage, UndecodableLogoError } from "../render/decode-logo";
import { fetchGuarded } from "./fetch-guarded";
import { OutboundRequestError } from "./outbound-error";

interface CachedLogo {
  logo: LogoImage;
  etag?: string;
  lastModified?: string;
  /** no-cache / no-store: asked again (conditionally) on every use. */
  revalidate: boolean;
}

const IMAGE_TYPES = /^image\/(png|jpeg|jpg|webp|gif|avif)\b/i;
const DEFAULT_FRESH_MS = 5 * 60_000;
const MAX_FRESH_MS = 60 * 60_000;

/** A logo that cannot be used; fetchLogo turns it into a 400 on the caller's field. */
class LogoProblem extends Error {}

/** How long an answer may be reused without asking again, from its Cache-Control header. */
function freshFor(cacheControl: string | undefined): number {
  if (!cacheControl) return DEFAULT_FRESH_MS;
  if (/no-cache|no-store/i.test(cacheControl)) return 0;
  const maxAge = cacheControl.match(/max-age=(\d+)/i);
  return maxAge ? Math.min(Number(maxAge[1]) * 1000, MAX_FRESH_MS) : DEFAULT_FRESH_MS;
}

async function download(url: string, stale: CachedLogo | undefined, options: { ttl?: number }): Promise<CachedLogo> {
  const headers: Record<string, string> = { accept: "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9" };
  if (stale?.etag) headers["if-none-match"] = stale.etag;
  if (stale?.lastModified) headers["if-modified-since"] = stale.lastModified;
  let response;
  try {
    response = await fetchGuarded(url, { headers });
  } catch (error) {
    if (error instanceof OutboundRequestError) throw new LogoProblem(`could not be fetched: ${error.message}`);
    throw error;
  }
  const cacheControl = response.headers["cache-control"];
  const freshMs = /no-store/i.test(cacheControl ?? "") ? 0 : freshFor(cacheControl);
  // A stale entry stays (until evicted) so that it can be revalidated; a ttl of 0 would mean "forever".
  options.ttl = Math.max(1, freshMs);
  if (response.status === 304 && stale) return { ...stale, revalidate: freshMs === 0 };
  if (response.status < 200 || response.status > 299) throw new LogoProblem(`could not be fetched: the server answered HTTP ${response.status}`);
  const type = response.headers["content-type"] ?? "none";
  if (!IMAGE_TYPES.test(type)) throw new LogoProblem(`is not an image (content type ${type}); use PNG, JPEG, WebP, GIF or AVIF`);
  let logo: LogoImage;
  try {
    logo = await decodeLogo(response.body);
  } catch (error) {
    throw error instanceof UndecodableLogoError ? new LogoProblem(error.message) : error;
  }
  const etag = typeof response.headers.etag === "string" ? response.headers.etag : undefined;
  return { logo, etag, lastModified: response.headers["last-modified"], revalidate: freshMs === 0 };
}

// Decoded logos by URL, bounded by their pixels' bytes (a 2 MB PNG is kept as at most 1024² RGBA).
// Concurrent requests for one URL share one download and one decode.
const cache = new LRUCache<string, CachedLogo>({
  maxSize: 64 * 2 ** 20,
  sizeCalculation: (entry) => Math.max(1, entry.logo.data.byteLength),
  fetchMethod: (url, stale, { options }) => download(url, stale, options),
  ignoreFetchAbort: true,
});

/**
 * A logo image, fetched through the outbound-request guard (5 s, 2 MB), decoded and downscaled
 * once, and cached by URL; a stale entry is revalidated with its ETag. Every failure is a 400 on
 * `field`.
 */
export async function fetchLogo(url: string, field = "logo"): Promise<LogoImage> {
  try {
    const entry = await cache.fetch(url, { forceRefresh: cache.peek(url)?.revalidate === true });
    return entry!.logo;
  } catch (error) {
    if (error instanceof LogoProblem) throw invalid(field, error.message);
    throw error;
  }
}

/** Tests start from an empty cache. */
export function clearLogoCacheForTests(): void {
  cache.clear();
}
