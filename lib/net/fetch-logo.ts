import sharp from "sharp";
import { invalid } from "../api/errors";
import { LruCache } from "../render/lru-cache";
import { fetchGuarded } from "./fetch-guarded";
import { OutboundRequestError } from "./outbound-error";

interface CachedLogo {
  bytes: Buffer;
  etag?: string;
  lastModified?: string;
  freshUntil: number;
}

const IMAGE_TYPES = /^image\/(png|jpeg|jpg|webp|gif|avif)\b/i;
const DECODABLE = new Set(["png", "jpeg", "webp", "gif", "heif"]);
const DEFAULT_FRESH_MS = 5 * 60_000;
const MAX_FRESH_MS = 60 * 60_000;
const cache = new LruCache<string, CachedLogo>(64);

/** How long an answer may be reused without asking again, from its Cache-Control header. */
function freshFor(cacheControl: string | undefined): number {
  if (!cacheControl) return DEFAULT_FRESH_MS;
  if (/no-cache|no-store/i.test(cacheControl)) return 0;
  const maxAge = cacheControl.match(/max-age=(\d+)/i);
  return maxAge ? Math.min(Number(maxAge[1]) * 1000, MAX_FRESH_MS) : DEFAULT_FRESH_MS;
}

async function assertDecodable(bytes: Buffer, field: string): Promise<void> {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (!format || !DECODABLE.has(format)) throw new Error(`format ${format}`);
    await sharp(bytes, { limitInputPixels: 40_000_000 }).resize(16, 16, { fit: "inside" }).raw().toBuffer();
  } catch {
    throw invalid(field, "is not an image that can be decoded (use PNG, JPEG, WebP, GIF or AVIF)");
  }
}

/**
 * The bytes of a logo image, fetched through the outbound-request guard (5 s, 2 MB), checked to be
 * an image sharp decodes, and cached by URL; a stale entry is revalidated with its ETag. Every
 * failure is a 400 on `field`.
 */
export async function fetchLogo(url: string, field = "logo"): Promise<Buffer> {
  const cached = cache.get(url);
  if (cached && cached.freshUntil > Date.now()) return cached.bytes;
  const headers: Record<string, string> = { accept: "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9" };
  if (cached?.etag) headers["if-none-match"] = cached.etag;
  if (cached?.lastModified) headers["if-modified-since"] = cached.lastModified;
  let response;
  try {
    response = await fetchGuarded(url, { headers });
  } catch (error) {
    if (error instanceof OutboundRequestError) throw invalid(field, `could not be fetched: ${error.message}`);
    throw error;
  }
  const cacheControl = response.headers["cache-control"];
  if (response.status === 304 && cached) {
    cache.set(url, { ...cached, freshUntil: Date.now() + freshFor(cacheControl) });
    return cached.bytes;
  }
  if (response.status < 200 || response.status > 299) throw invalid(field, `could not be fetched: the server answered HTTP ${response.status}`);
  const type = response.headers["content-type"] ?? "none";
  if (!IMAGE_TYPES.test(type)) throw invalid(field, `is not an image (content type ${type}); use PNG, JPEG, WebP, GIF or AVIF`);
  await assertDecodable(response.body, field);
  const etag = typeof response.headers.etag === "string" ? response.headers.etag : undefined;
  const lastModified = response.headers["last-modified"];
  if (!/no-store/i.test(cacheControl ?? "")) {
    cache.set(url, { bytes: response.body, etag, lastModified, freshUntil: Date.now() + freshFor(cacheControl) });
  }
  return response.body;
}

/** Tests start from an empty cache. */
export function clearLogoCacheForTests(): void {
  cache.clear();
}

