import { keyOf } from "@/components/ui/api-call";
import { generateQrImageContract, generateQrImageFromBodyContract } from "@/components/ui/api-routes.generated";
import { networkError, type PreviewError, readPreviewError } from "./preview-error";

export interface QrImage {
  /** An object URL of the image bytes, for <img src> and downloads. */
  url: string;
  /** The template the server drew with (X-Codebeam-Template). */
  templateUsed: string | null;
}

export type ImageResult = { ok: true; image: QrImage } | { ok: false; error: PreviewError };

// Past this, the URL risks the server's header size limit: the same options go as a JSON body.
const MAX_QUERY_CHARS = 6000;
const MAX_ENTRIES = 60;

// Keyed by query string: going back to options seen before costs no request (the anonymous
// limit is 10 a minute). Failures that the same options would repeat (400s) are kept too.
const results = new Map<string, ImageResult>();
const pending = new Map<string, Promise<ImageResult>>();

function remember(query: string, result: ImageResult): void {
  results.set(query, result);
  while (results.size > MAX_ENTRIES) {
    const [oldest, evicted] = results.entries().next().value!;
    results.delete(oldest);
    if (evicted.ok) URL.revokeObjectURL(evicted.image.url);
  }
}

/** The POST form of a query: the GET parameters as the JSON body of the same endpoint. */
function postBody(query: string): string {
  const params = Object.fromEntries(new URLSearchParams(query));
  const {
    size,
    margin,
    styles,
    foregroundColor,
    backgroundColor,
    dotShape,
    finderOuterShape,
    finderInnerShape,
    ...rest
  } = params;
  const flat = Object.entries({
    foregroundColor,
    backgroundColor,
    dotShape,
    finderOuterShape,
    finderInnerShape,
  }).filter(([, value]) => value !== undefined);
  const merged = {
    ...(styles ? JSON.parse(styles) : {}),
    ...Object.fromEntries(flat),
    ...(margin ? { margin: Number(margin) } : {}),
  };
  return JSON.stringify({ ...rest, size: Number(size), ...(Object.keys(merged).length ? { styles: merged } : {}) });
}

async function request(query: string): Promise<ImageResult> {
  try {
    const response =
      query.length > MAX_QUERY_CHARS
        ? await fetch(keyOf(generateQrImageFromBodyContract), {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: postBody(query),
          })
        : // buildQuery's string as it is: its fixed order makes it the cache key above.
          await fetch(`${keyOf(generateQrImageContract)}?${query}`);
    if (!response.ok) return { ok: false, error: await readPreviewError(response) };
    const blob = await response.blob();
    return {
      ok: true,
      image: { url: URL.createObjectURL(blob), templateUsed: response.headers.get("x-codebeam-template") },
    };
  } catch {
    return { ok: false, error: networkError() };
  }
}

/** A result already known for this query, if any (no request). */
export function cachedImage(query: string): ImageResult | undefined {
  const known = results.get(query);
  if (known) {
    results.delete(query);
    results.set(query, known);
  }
  return known;
}

/** The image for `query`, from memory, from a request already under way, or from the server. */
export function loadImage(query: string): Promise<ImageResult> {
  const known = cachedImage(query);
  if (known) return Promise.resolve(known);
  let inFlight = pending.get(query);
  if (!inFlight) {
    inFlight = request(query).then((result) => {
      pending.delete(query);
      if (result.ok || result.error.permanent) remember(query, result);
      return result;
    });
    pending.set(query, inFlight);
  }
  return inFlight;
}
