import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { DELETE as revokeKey } from "@/app/api/v1/keys/[id]/route";
import { GET as listKeys, POST as createKey } from "@/app/api/v1/keys/route";
import { POST as createCode } from "@/app/api/v1/qrcodes/route";
import { withApi } from "@/lib/api/with-api";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { restoreEnvAfterEach, setEnv, useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";
import { keyBody, rateHeaders } from "./wrapper-helpers";

useTestDatabase();
useRedisRateLimitsWhenConfigured();
restoreEnvAfterEach();

const unauthorized = {
  error: "Unauthorized",
  code: "UNAUTHORIZED",
  message: expect.any(String),
  requestId: expect.any(String),
};

describe("callers", () => {
  it("accept a key as 'Authorization: Bearer' and as 'cb-api-key'", async () => {
    const key = await makeKey(await makeUser());
    for (const headers of [bearer(key), { "cb-api-key": key }]) {
      const result = await call(balance, "/api/v1/credits/balance", { headers });
      expect(result.status).toBe(200);
      expect(result.body.balance).toBe(100);
    }
  });

  it("answer 401 in one shape for malformed, unknown and revoked keys, in both header forms", async () => {
    const user = await makeUser();
    const revoked = await makeKey(user);
    const listed = await call(listKeys, "/api/v1/keys", { headers: await sessionCookie(user) });
    for (const view of listed.body.data) {
      await call(revokeKey, `/api/v1/keys/${view.id}`, {
        method: "DELETE",
        headers: await sessionCookie(user),
        params: { id: view.id },
      });
    }
    const unknown = `cb_sk_${randomBytes(30).toString("base64url").replace(/[-_]/g, "x").slice(0, 40)}`;
    const messages = new Set<string>();
    for (const key of ["nope", "cb_sk_short", `cb_sk_${"!".repeat(40)}`, unknown, revoked]) {
      for (const headers of [bearer(key), { "cb-api-key": key }]) {
        const result = await call(balance, "/api/v1/credits/balance", { headers });
        expect(result.status, key).toBe(401);
        expect(result.body).toEqual(unauthorized);
        messages.add(result.body.message);
      }
    }
    expect(messages.size).toBe(1); // nothing tells a revoked key from one that never existed
  });

  it("answer 401 to other Authorization schemes", async () => {
    for (const authorization of ["Basic x", "Bearer", "Token cb_sk_abc"]) {
      const result = await call(balance, "/api/v1/credits/balance", { headers: { authorization } });
      expect(result.status, authorization).toBe(401);
      expect(result.body).toEqual(unauthorized);
    }
  });

  it("let a session use key-or-session routes, with the user limit", async () => {
    const user = await makeUser();
    const result = await call(balance, "/api/v1/credits/balance", { headers: await sessionCookie(user) });
    expect(result.status).toBe(200);
    expect(rateHeaders(result).limit).toBe(60);
    const tampered = `${(await sessionCookie(user)).cookie.slice(0, -4)}AAAA`;
    expect((await call(balance, "/api/v1/credits/balance", { headers: { cookie: tampered } })).status).toBe(401);
  });

  it("refuse a key on a session-only route with 403 and write nothing", async () => {
    const user = await makeUser();
    const key = await makeKey(user);
    const listed = await call(listKeys, "/api/v1/keys", { headers: bearer(key) });
    expect(listed.status).toBe(403);
    expect(listed.body).toMatchObject({ error: "Forbidden", code: "FORBIDDEN" });
    const created = await call(createKey, "/api/v1/keys", { method: "POST", headers: bearer(key), body: keyBody });
    expect(created.status).toBe(403);
    const after = await call(listKeys, "/api/v1/keys", { headers: await sessionCookie(user) });
    expect(after.body.data).toHaveLength(1);
  });
});

describe("bodies and failures", () => {
  it("refuse a body over MAX_BODY_BYTES with 413 naming body", async () => {
    setEnv({ MAX_BODY_BYTES: "2048" });
    const user = await makeUser();
    const headers = await sessionCookie(user);
    const big = await call(createKey, "/api/v1/keys", {
      method: "POST",
      headers,
      body: { ...keyBody, name: "x".repeat(3000) },
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({
      error: "Content Too Large",
      code: "PAYLOAD_TOO_LARGE",
      details: [{ field: "body", message: expect.stringContaining("2048") }],
    });
    const declared = await call(createKey, "/api/v1/keys", {
      method: "POST",
      headers: { ...headers, "content-length": "999999" },
      body: keyBody,
    });
    expect(declared.status).toBe(413);
    expect(declared.body.details[0].field).toBe("body");
    expect((await call(listKeys, "/api/v1/keys", { headers })).body.data).toEqual([]);
  });

  it("refuse malformed or missing JSON with 400 naming body", async () => {
    const headers = await sessionCookie(await makeUser());
    for (const body of ["{not json", '{"name": "x",', ""]) {
      const result = await call(createKey, "/api/v1/keys", {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body,
      });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body).toMatchObject({ code: "INVALID_REQUEST", details: [{ field: "body" }] });
    }
  });

  it("answer a 500 with the generic message only: no stack, no SQL, no secret", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const boom = withApi({ auth: "public" }, async () => {
        throw new Error('password=hunter2 in SELECT "passwordHash" FROM "User"');
      });
      const result = await call(boom, "/api/v1/boom");
      expect(result.status).toBe(500);
      expect(result.body).toEqual({
        error: "Internal Server Error",
        code: "INTERNAL_ERROR",
        message: "Something went wrong on our side. Try again later.",
        requestId: expect.any(String),
      });
      expect(JSON.stringify(result.body)).not.toMatch(/hunter2|SELECT|at .*\.ts|stack/);
      rateHeaders(result);
      expect(quiet).toHaveBeenCalled(); // logged on the server instead
    } finally {
      quiet.mockRestore();
    }
  });
});

describe("cross-site requests", () => {
  const post = async (headers: Record<string, string>) =>
    call(createKey, "/api/v1/keys", { method: "POST", headers, body: keyBody });

  it("refuse a session's state-changing request from another origin, and write nothing", async () => {
    const user = await makeUser();
    const session = await sessionCookie(user);
    for (const origin of ["https://evil.example", "http://localhost:3001", "https://localhost:3000", "null"]) {
      const result = await post({ ...session, origin });
      expect(result.status, origin).toBe(403);
      expect(result.body).toEqual({
        error: "Forbidden",
        code: "FORBIDDEN",
        message: "Cross-site request refused: make this change from the dashboard at http://localhost:3000 (APP_URL).",
        requestId: expect.any(String),
      });
      rateHeaders(result);
    }
    expect((await call(listKeys, "/api/v1/keys", { headers: session })).body.data).toEqual([]);

    const key = await makeKey(user);
    const [view] = (await call(listKeys, "/api/v1/keys", { headers: session })).body.data;
    const revoke = await call(revokeKey, `/api/v1/keys/${view.id}`, {
      method: "DELETE",
      headers: { ...session, origin: "https://evil.example" },
      params: { id: view.id },
    });
    expect(revoke.status).toBe(403);
    expect((await call(balance, "/api/v1/credits/balance", { headers: bearer(key) })).status).toBe(200);
  });

  it("let same-origin, APP_URL-origin and Origin-less requests through", async () => {
    setEnv({ APP_URL: "https://codes.example.com" });
    const session = await sessionCookie(await makeUser());
    expect((await post({ ...session, origin: "http://localhost:3000" })).status).toBe(201);
    expect((await post({ ...session, origin: "https://codes.example.com" })).status).toBe(201);
    expect((await post(session)).status).toBe(201);
    expect(
      (await call(listKeys, "/api/v1/keys", { headers: { ...session, origin: "https://evil.example" } })).status,
    ).toBe(200);
  });

  it("do not apply to API keys, which a browser does not send on its own", async () => {
    const result = await call(createCode, "/api/v1/qrcodes", {
      method: "POST",
      headers: { ...bearer(await makeKey(await makeUser())), origin: "https://elsewhere.example" },
      body: { content: "https://example.com/via-key", mode: "STATIC" },
    });
    expect(result.status).toBe(201);
  });
});
