import { NextResponse } from "next/server";
import { preflightResponse } from "./lib/api/cors";

/** The request header that tells a dashboard page its own path (for the sign-in return address). */
export const PATH_HEADER = "x-codebeam-path";

// Next answers OPTIONS on route handlers by itself, without CORS headers; preflights of /api/v1
// are answered here instead, in the one place for every route (and under `next dev` too).
// Dashboard pages get their own path as a request header: a server component cannot read its URL,
// and a signed-out visit must come back there after signing in.
export function proxy(request: Request): Response | undefined {
  if (request.method === "OPTIONS") return preflightResponse(request);
  const url = new URL(request.url);
  if (url.pathname.startsWith("/dashboard")) {
    const headers = new Headers(request.headers);
    headers.set(PATH_HEADER, `${url.pathname}${url.search}`);
    return NextResponse.next({ request: { headers } });
  }
  return undefined;
}

// Only browser preflights and dashboard pages reach the proxy; every other request skips it entirely.
export const config = {
  matcher: [
    { source: "/api/v1/:path*", has: [{ type: "header", key: "access-control-request-method" }] },
    "/dashboard/:path*",
  ],
};
