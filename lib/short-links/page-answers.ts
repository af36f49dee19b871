import { DOMAIN_ROOT_PAGE, EXPIRED_PAGE, NOT_FOUND_PAGE, PAGE_HEADERS, UNAVAILABLE_PAGE } from "./pages";
import type { ShortLinkAnswer } from "./short-link-types";

const page = (status: number, html: string, extra: Record<string, string> = {}): ShortLinkAnswer => ({
  status,
  headers: { ...PAGE_HEADERS, ...extra },
  body: html,
});

export const notFound = () => page(404, NOT_FOUND_PAGE);
export const expired = () => page(410, EXPIRED_PAGE);
export const domainRoot = () => page(200, DOMAIN_ROOT_PAGE);
/** The scan could not be committed (or the database read failed): never an uncounted 302. */
export const unavailable = () => page(503, UNAVAILABLE_PAGE, { "retry-after": "1" });
/** POST is only for a protected code's password form. */
export const methodNotAllowed = (): ShortLinkAnswer => ({
  status: 405,
  headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", allow: "GET, HEAD" },
  body: "method not allowed\n",
});
