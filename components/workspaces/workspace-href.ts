/**
 * `href` with `name=value` in its query (replacing one there), its path and hash kept. Only
 * same-site paths are changed: anything else (an external link) comes back as it was.
 */
export function withWorkspace(href: string, name: string, value: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const hashAt = href.indexOf("#");
  const hash = hashAt === -1 ? "" : href.slice(hashAt);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = new URLSearchParams(queryAt === -1 ? "" : beforeHash.slice(queryAt + 1));
  search.set(name, value);
  return `${path}?${search.toString()}${hash}`;
}
