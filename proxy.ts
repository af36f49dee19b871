import { NextRequest, NextResponse } from "next/server";
import { preflightResponse } from "./lib/api/cors";
import { SHARE_CACHE_CONTROL, SHARE_ROBOTS } from "./lib/shares/public-headers";
import { WORKSPACE_SLUG } from "./lib/workspaces/workspace-slug";

/** The request header that tells a dashboard page its own path (for the sign-in return address). */
export const PATH_HEADER = "x-codebeam-path";
/** The dashboard URL's query parameter naming the workspace a page shows (its slug). */
export const WORKSPACE_PARAM = "workspace";
/** The workspace last shown, for a dashboard URL that names none (components/auth/session-workspace.ts). */
export const WORKSPACE_COOKIE = "codebeam-workspace";
const YEAR_S = 365 * 24 * 3600;

// Next answers OPTIONS on route handlers by itself, without CORS headers; preflights of /api/v1
// are answered here instead, in the one place for every route (and under `next dev` too).
// Dashboard pages get their own path as a request header: a server component cannot read its URL,
// and a signed-out visit must come back there after signing in.
export function proxy(request: Request): Response | undefined {
  if (request.method === "OPTIONS") return preflightResponse(request);
  const url = new URL(request.url);
  if (url.pathname.startsWith("/p/")) {
    // A shared statistics page (app/p/[token]): a page cannot set its own response headers. The
    // server looks the token up on every request; browsers and proxies may keep the page 60 s.
    const response = NextResponse.next();
    response.headers.set("Cache-Control", SHARE_CACHE_CONTROL);
    response.headers.set("X-Robots-Tag", SHARE_ROBOTS);
    return response;
  }
  if (url.pathname.startsWith("/dashboard")) {
    const headers = new Headers(request.headers);
    headers.set(PATH_HEADER, `${url.pathname}${url.search}`);
    const response = NextResponse.next({ request: { headers } });
    // The page checks membership; the cookie only remembers what the URL last named.
    const workspace = url.searchParams.get(WORKSPACE_PARAM);
    if (
      workspace &&
      WORKSPACE_SLUG.test(workspace) &&
      workspace !== new NextRequest(request).cookies.get(WORKSPACE_COOKIE)?.value
    ) {
      response.cookies.set(WORKSPACE_COOKIE, workspace, {
        path: "/dashboard",
        httpOnly: true,
        sameSite: "lax",
        secure: url.protocol === "https:",
        maxAge: YEAR_S,
      });
    }
    return response;
  }
  return undefined;
}

// Only browser preflights, dashboard pages and shared statistics pages reach the proxy; every other
// request skips it entirely.
export const config = {
  matcher: [
    { source: "/api/v1/:path*", has: [{ type: "header", key: "access-control-request-method" }] },
    "/dashboard/:path*",
    "/p/:token",
  ],
};
