import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";

// The built @codebeam/sdk in Chromium, on a page of another origin (a second port): every call is
// cross-origin, so it only works through the API's CORS preflights and exposed headers.
const PAGE_PORT = Number(process.env.E2E_SDK_PAGE_PORT ?? 3181);
const pageOrigin = `http://127.0.0.1:${PAGE_PORT}`;
let pageServer: Server;

test.beforeAll(async () => {
  if (!fs.existsSync("sdk/dist/index.js"))
    execFileSync(process.execPath, ["--import", "tsx", "scripts/build-sdk.ts"], { stdio: "inherit" });
  const bundle = fs.readFileSync("sdk/dist/index.js");
  pageServer = createServer((request, response) => {
    if (request.url === "/index.js")
      return void response.writeHead(200, { "content-type": "text/javascript" }).end(bundle);
    response
      .writeHead(200, { "content-type": "text/html" })
      .end("<!doctype html><title>SDK page</title><p>another origin</p>");
  });
  await new Promise<void>((resolve) => pageServer.listen(PAGE_PORT, "127.0.0.1", resolve));
});
test.afterAll(() => new Promise<void>((resolve) => pageServer.close(() => resolve())));

test("the SDK creates a code and reads its stats from another origin, and sees a RateLimitError", async ({
  page,
  request,
  baseURL,
}) => {
  const email = `sdk-${Date.now()}@example.test`;
  const password = "a-long-password";
  expect((await request.post("/api/account/signup", { data: { name: "SDK", email, password } })).status()).toBe(201);
  const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
  await request.post("/api/auth/callback/credentials", { form: { csrfToken, email, password, json: "true" } });
  const created = await request.post("/api/v1/keys", {
    headers: { origin: baseURL! },
    data: { name: "browser", permissions: ["qrcode:generate", "qrcode:create"] },
  });
  expect(created.status()).toBe(201);
  const { key } = await created.json();

  await page.goto(pageOrigin);
  const outcome = await page.evaluate(
    async ({ apiKey, baseUrl }) => {
      const { Codebeam, RateLimitError } = await import(`${location.origin}/index.js`);
      const client = new Codebeam({ apiKey, baseUrl, maxRetries: 0 });
      const code = await client.qrcodes.create({ content: "https://example.com/from-a-browser", name: "Browser" });
      const stats = await client.qrcodes.getStats(code.id);
      let limited:
        | { name: string; isRateLimit: boolean; retryAfter?: number; limit?: number; remaining?: number }
        | undefined;
      // The limit is 60 a minute in fixed windows: calls crossing a window's end may pass 60 and more
      // before one is refused. 200 calls all pass only if they span four windows (over two minutes,
      // 0.6 s a call), so this finds the refusal whatever the machine's speed.
      for (let i = 0; i < 200 && !limited; i++) {
        try {
          await client.credits.balance();
        } catch (error: any) {
          limited = {
            name: error.name,
            isRateLimit: error instanceof RateLimitError,
            retryAfter: error.retryAfter,
            limit: error.limit,
            remaining: error.remaining,
          };
        }
      }
      return { id: code.id, shortLink: code.shortLink, totalScans: stats.totalScans, limited };
    },
    { apiKey: key, baseUrl: baseURL! },
  );
  expect(outcome.id).toMatch(/^c/);
  expect(outcome.shortLink).toContain("/s/");
  expect(outcome.totalScans).toBe(0);
  expect(outcome.limited).toMatchObject({ name: "RateLimitError", isRateLimit: true, limit: 60, remaining: 0 });
  expect(outcome.limited!.retryAfter).toBeGreaterThan(0);
  expect(new URL(baseURL!).origin).not.toBe(pageOrigin);

  // The preflight Chromium sent before each call, as the built server (proxy.ts) answers it.
  const preflight = await request.fetch("/api/v1/qrcodes/abc/stats", {
    method: "OPTIONS",
    headers: {
      origin: pageOrigin,
      "access-control-request-method": "GET",
      "access-control-request-headers": "authorization, x-codebeam-client",
    },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()).toMatchObject({
    "access-control-allow-origin": "*",
    "access-control-allow-methods": expect.stringContaining("PATCH"),
  });
  expect(preflight.headers()["access-control-allow-credentials"]).toBeUndefined();
});
