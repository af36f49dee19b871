import { expect, test } from "@playwright/test";

test("the server reports a healthy embedded database and its AI engine", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    status: "ok",
    database: { ok: true, kind: "embedded" },
    redirects: {
      outageSince: null,
      cachedCodes: expect.any(Number),
      journal: { bytes: 0, entries: 0, dropped: 0, maxBytes: 256 * 2 ** 20, writable: true },
    },
    rateLimits: { store: "database", fallback: null, since: expect.any(Number) },
    ai: {
      provider: "builtin",
      generative: false,
      ok: true,
      detail: expect.stringContaining("not generative"),
      checkedAt: expect.any(String),
    },
  });
});

test("the OpenAPI document is served", async ({ request }) => {
  const response = await request.get("/api/v1/openapi.json");
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(Object.keys(document.paths)).toContain("/api/v1/users");
});

test("an API call without a key is 401 with rate-limit headers and no stack", async ({ request }) => {
  const response = await request.get("/api/v1/credits/balance");
  expect(response.status()).toBe(401);
  expect(response.headers()["x-ratelimit-limit"]).toBe("30");
  const body = await response.json();
  expect(body).toMatchObject({ error: "Unauthorized", code: "UNAUTHORIZED" });
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js)/);
});

test("sign-up through the API answers a taken email as a new one, then a key-less users call is refused", async ({
  request,
}) => {
  const email = `e2e-${Date.now()}@example.test`;
  const created = await request.post("/api/account/signup", { data: { name: "E2E", email, password: "password-123" } });
  expect(created.status()).toBe(201);
  const again = await request.post("/api/account/signup", {
    data: { name: "E2E", email, password: "another-password" },
  });
  expect(again.status()).toBe(201);
  expect(await again.json()).toEqual(await created.json());
  const users = await request.get("/api/v1/users");
  expect(users.status()).toBe(401);
  expect((await users.json()).error.code).toBe("unauthorized");
});
