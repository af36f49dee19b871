// Next's server exposes AsyncLocalStorage globally before loading anything else; so must we.
import "next/dist/server/node-environment-baseline";
import { NextRequest } from "next/server";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { createRequestStoreForAPI } from "next/dist/server/async-storage/request-store";
import { expect } from "vitest";
import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { call, randomIp } from "../helpers/http";

// next-auth warns once when its base URL is not configured; the tests run at APP_URL.
process.env.NEXTAUTH_URL ??= "http://localhost:3000";

type Handler = Parameters<typeof call>[0];

/** Runs fn inside Next's request scope for `request` (what next/headers and redirect() need). */
function inRequestScope<T>(request: Request, route: string, fn: (nextRequest: NextRequest) => Promise<T>): Promise<T> {
  const nextRequest = new NextRequest(request);
  const store = createRequestStoreForAPI(
    nextRequest as never,
    nextRequest.nextUrl,
    undefined as never,
    () => {},
    undefined,
    undefined,
  );
  const work = { route, page: `${route}/route` };
  return workAsyncStorage.run(work as never, () => workUnitAsyncStorage.run(store as never, () => fn(nextRequest)));
}

/**
 * next-auth 4 reads the request through next/headers, which works only inside Next's request
 * scope; this sets up that scope (as Next's route module does) around the real route handler.
 */
function inNextRequestScope(handler: (request: NextRequest, context: never) => Promise<Response>): Handler {
  return (request, context) =>
    inRequestScope(request, "/api/auth/[...nextauth]", (nextRequest) => handler(nextRequest, context as never));
}

export const authGet = inNextRequestScope(nextAuthGet as never);
export const authPost = inNextRequestScope(nextAuthPost as never);

export const cookiesOf = (headers: Headers) => headers.getSetCookie().map((cookie) => cookie.split(";")[0]);

export async function csrf(ip: string, cookie?: string) {
  const result = await call(authGet, "/api/auth/csrf", {
    params: { nextauth: ["csrf"] } as never,
    ip,
    headers: cookie ? { cookie } : {},
  });
  expect(result.status).toBe(200);
  return {
    token: result.body.csrfToken as string,
    cookie: [...cookiesOf(result.headers), ...(cookie ? [cookie] : [])].join("; "),
  };
}

export async function signIn(ip: string, email: string, password: string, token?: { token: string; cookie: string }) {
  const form = new URLSearchParams({ email, password, csrfToken: token?.token ?? "", json: "true", callbackUrl: "/" });
  return call(authPost, "/api/auth/callback/credentials", {
    method: "POST",
    params: { nextauth: ["callback", "credentials"] } as never,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(token ? { cookie: token.cookie } : {}) },
    body: form.toString(),
    ip,
  });
}

export const sessionCookieOf = (headers: Headers) =>
  cookiesOf(headers).find((cookie) => cookie.startsWith("next-auth.session-token="));

/** Signs in through the real route and returns the session cookie (`name=value`). */
export async function signedInCookie(email: string, password: string): Promise<string> {
  const ip = randomIp();
  const signedIn = await signIn(ip, email, password, await csrf(ip));
  const cookie = sessionCookieOf(signedIn.headers);
  expect(cookie, JSON.stringify(signedIn.body)).toBeDefined();
  return cookie!;
}

/** Signs out through the real route (POST /api/auth/signout with its CSRF token), as the sign-out button does. */
export async function signOut(sessionCookie: string) {
  const ip = randomIp();
  const token = await csrf(ip, sessionCookie);
  return call(authPost, "/api/auth/signout", {
    method: "POST",
    params: { nextauth: ["signout"] } as never,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: token.cookie },
    body: new URLSearchParams({ csrfToken: token.token, callbackUrl: "/", json: "true" }).toString(),
    ip,
  });
}

/** The status of GET /api/v1/credits/balance with this cookie: 200 signed in, 401 signed out. */
export const apiStatus = async (cookie: string) =>
  (await call(balance, "/api/v1/credits/balance", { headers: { cookie } })).status;

/** What next-auth's own session endpoint answers for this cookie ({} when signed out). */
export const sessionOf = async (cookie: string) =>
  (await call(authGet, "/api/auth/session", { params: { nextauth: ["session"] } as never, headers: { cookie } })).body;

/**
 * Renders the dashboard layout (which every dashboard page sits in) for a request with this
 * cookie: "rendered" when signed in, or the path Next's redirect() sends the browser to.
 */
export async function dashboardOutcome(cookie: string): Promise<string> {
  const { default: DashboardLayout } = await import("@/app/(dashboard)/dashboard/layout");
  const request = new Request("http://localhost:3000/dashboard", { headers: { cookie } });
  try {
    await inRequestScope(request, "/dashboard", () => DashboardLayout({ children: null }));
    return "rendered";
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT")) return `redirect ${digest.split(";")[2]}`;
    throw error;
  }
}
