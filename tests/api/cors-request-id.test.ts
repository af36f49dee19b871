import { describe, expect, it } from "vitest";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { POST as createCode } from "@/app/api/v1/qrcodes/route";
import { GET as listUsers } from "@/app/api/v1/users/route";
import { proxy, config as proxyConfig } from "@/proxy";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { restoreEnvAfterEach, setEnv } from "../ratelimit/test-config";

useTestDatabase();
restoreEnvAfterEach();

const preflight = (path: string, origin = "https://app.example") =>
  proxy(
    new Request(`http://localhost:3000${path}`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type, idempotency-key",
      },
    }),
  )!;

describe("CORS on /api/v1", () => {
  it("answers a preflight of any /api/v1 path with the allowed methods and headers, without credentials", async () => {
    for (const path of ["/api/v1/qrcodes", "/api/v1/qrcodes/abc/stats", "/api/v1/webhooks/w1/deliveries/d1/retry"]) {
      const answer = preflight(path);
      expect(answer.status, path).toBe(204);
      expect(answer.headers.get("access-control-allow-origin")).toBe("*");
      expect(answer.headers.get("access-control-allow-methods")).toBe("GET, POST, PATCH, DELETE, OPTIONS");
      const allowed = answer.headers.get("access-control-allow-headers")!.split(", ");
      expect(allowed).toEqual(
        expect.arrayContaining(["authorization", "cb-api-key", "content-type", "idempotency-key"]),
      );
      expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  it("is reached only by preflights of /api/v1, dashboard pages and shared statistics pages (the proxy's matcher)", () => {
    expect(proxyConfig.matcher).toEqual([
      { source: "/api/v1/:path*", has: [{ type: "header", key: "access-control-request-method" }] },
      "/dashboard/:path*",
      "/p/:token",
    ]);
    // A shared statistics page is kept out of search engines and cached briefly (app/p/[token]).
    const shared = proxy(new Request("http://localhost:3000/p/abc"));
    expect(shared?.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(shared?.headers.get("cache-control")).toBe("public, max-age=60");
    expect(proxy(new Request("http://localhost:3000/api/v1/qrcodes"))).toBeUndefined();
    // A dashboard page learns its own path, so a signed-out visit can return there after signing in.
    const page = proxy(new Request("http://localhost:3000/dashboard/codes/abc?x=1"));
    expect(page?.headers.get("x-middleware-request-x-codebeam-path")).toBe("/dashboard/codes/abc?x=1");
  });

  it("remembers the workspace a dashboard URL names, once, and only a slug-shaped one", () => {
    const cookieOf = (url: string, cookie?: string) =>
      proxy(new Request(url, { headers: cookie ? { cookie } : {} }))?.headers.get("set-cookie") ?? null;
    const named = cookieOf("http://localhost:3000/dashboard/codes?workspace=acme-1a2b3c4d");
    expect(named).toContain("codebeam-workspace=acme-1a2b3c4d");
    expect(named).toContain("Path=/dashboard");
    expect(named).toContain("HttpOnly");
    expect(named).toMatch(/SameSite=lax/i);
    // Already remembered, none named, or not a slug: no cookie is set.
    expect(cookieOf("http://localhost:3000/dashboard?workspace=acme", "codebeam-workspace=acme")).toBeNull();
    expect(cookieOf("http://localhost:3000/dashboard/codes")).toBeNull();
    expect(cookieOf("http://localhost:3000/dashboard?workspace=%3Cscript%3E")).toBeNull();
    expect(cookieOf(`http://localhost:3000/dashboard?workspace=${"a".repeat(200)}`)).toBeNull();
  });

  it("allows only the listed origins when CORS_ALLOWED_ORIGINS is set, and varies on Origin", () => {
    setEnv({ CORS_ALLOWED_ORIGINS: "https://tools.example, https://proto.example" });
    const allowed = preflight("/api/v1/qrcodes", "https://tools.example");
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://tools.example");
    expect(allowed.headers.get("vary")).toBe("Origin");
    const refused = preflight("/api/v1/qrcodes", "https://evil.example");
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    expect(refused.headers.get("access-control-allow-headers")).toBeNull();
  });

  it("exposes the rate-limit, Retry-After and request-id headers on real answers, success and error", async () => {
    const user = await makeUser();
    const key = await makeKey(user);
    const origin = { origin: "https://app.example" };
    for (const result of [
      await call(balance, "/api/v1/credits/balance", { headers: { ...bearer(key), ...origin } }),
      await call(balance, "/api/v1/credits/balance", { headers: origin }),
    ]) {
      expect(result.headers.get("access-control-allow-origin")).toBe("*");
      const exposed = result.headers.get("access-control-expose-headers")!.split(", ");
      expect(exposed).toEqual(
        expect.arrayContaining([
          "X-RateLimit-Limit",
          "X-RateLimit-Remaining",
          "X-RateLimit-Reset",
          "Retry-After",
          "X-Request-Id",
        ]),
      );
    }
  });

  it("still refuses a cookie-session write from another origin", async () => {
    const user = await makeUser();
    const result = await call(createCode, "/api/v1/qrcodes", {
      method: "POST",
      headers: { ...(await sessionCookie(user)), origin: "https://evil.example" },
      body: { content: "https://example.com" },
    });
    expect(result.status).toBe(403);
    expect(result.body.message).toBe(
      "Cross-site request refused: make this change from the dashboard at http://localhost:3000 (APP_URL).",
    );
  });
});

describe("X-Request-Id", () => {
  it("is on a success, and on an error together with requestId in the flat body", async () => {
    const user = await makeUser();
    const key = await makeKey(user);
    const ok = await call(balance, "/api/v1/credits/balance", { headers: bearer(key) });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{32}$/);
    const failed = await call(balance, "/api/v1/credits/balance");
    expect(failed.status).toBe(401);
    expect(failed.body.requestId).toBe(failed.headers.get("x-request-id"));
    expect(failed.body.requestId).not.toBe(ok.headers.get("x-request-id"));
  });

  it("reuses a well-formed incoming id and replaces a malformed one", async () => {
    const reused = await call(balance, "/api/v1/credits/balance", { headers: { "x-request-id": "trace-42.abc:1" } });
    expect(reused.headers.get("x-request-id")).toBe("trace-42.abc:1");
    expect(reused.body.requestId).toBe("trace-42.abc:1");
    const replaced = await call(balance, "/api/v1/credits/balance", {
      headers: { "x-request-id": "no spaces <allowed>" },
    });
    expect(replaced.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("goes inside the nested error of the users endpoints", async () => {
    const result = await call(listUsers, "/api/v1/users");
    expect(result.status).toBe(401);
    expect(result.body.error.requestId).toBe(result.headers.get("x-request-id"));
    expect(Object.keys(result.body)).toEqual(["error"]);
  });
});
