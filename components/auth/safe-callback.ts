/**
 * Where to go after signing in. Only a path on this site is kept (next-auth hands over absolute
 * URLs of this site; anything else, e.g. "//evil.example", loses its origin), so it cannot redirect away.
 */
export function safeCallbackUrl(value: string | string[] | undefined, fallback = "/dashboard"): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return fallback;
  try {
    const url = new URL(raw, "http://codebeam.invalid");
    const path = `${url.pathname}${url.search}`;
    return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/signin") ? path : fallback;
  } catch {
    return fallback;
  }
}
