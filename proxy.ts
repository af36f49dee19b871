import { preflightResponse } from "./lib/api/cors";

// Next answers OPTIONS on route handlers by itself, without CORS headers; preflights of /api/v1
// are answered here instead, in the one place for every route (and under `next dev` too).
export function proxy(request: Request): Response | undefined {
  if (request.method === "OPTIONS") return preflightResponse(request);
  return undefined;
}

// Only browser preflights reach the proxy; every other request skips it entirely.
export const config = {
  matcher: [{ source: "/api/v1/:path*", has: [{ type: "header", key: "access-control-request-method" }] }],
};
