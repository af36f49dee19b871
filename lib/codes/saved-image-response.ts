import type { SavedCodeImage } from "./render-saved-code";

/**
 * A saved code's image with its ETag; a matching If-None-Match gets an empty 304. The default
 * cache policy keeps it in the caller's own cache and revalidates every time, so a deleted code
 * stops being served at once.
 */
export function savedImageResponse(
  request: Request,
  saved: SavedCodeImage,
  cacheControl = "private, no-cache",
): Response {
  const headers = { ETag: saved.etag, "Cache-Control": cacheControl };
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === saved.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const body = new Uint8Array(saved.image.body);
  return new Response(body, {
    headers: { ...headers, "Content-Type": saved.image.contentType, "Content-Length": String(body.byteLength) },
  });
}
