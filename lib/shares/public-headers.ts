/** A shared page's answers may be kept by browsers and proxies for 60 s; search engines keep none. */
export const SHARE_CACHE_CONTROL = "public, max-age=60";
export const SHARE_ROBOTS = "noindex, nofollow";

/** Unknown, revoked and expired tokens: a plain 404 nobody keeps. */
export const shareNotFound = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": SHARE_ROBOTS },
  });
