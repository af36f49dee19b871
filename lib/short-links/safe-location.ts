/**
 * The stored target as a Location header value, or null when it is not an absolute http(s) URL.
 * Printable ASCII goes out exactly as stored; other Unicode in its encoded (punycode/percent) form.
 */
export function safeLocation(targetUrl: string): string | null {
  // Whitespace and control characters, which the URL parser would quietly drop: not a target we stored on purpose.
  if (/[\s\x00-\x1f\x7f]/.test(targetUrl)) return null;
  let url: URL;
  try {
    url = new URL(targetUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (/^[\x21-\x7e]+$/.test(targetUrl)) return targetUrl;
  return /^[\x21-\x7e]+$/.test(url.href) ? url.href : null;
}
