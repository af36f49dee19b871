import { expect, test } from "@playwright/test";

// Without TRUST_PROXY the client IP is the socket's: a forged X-Forwarded-For buys no new quota.
test("a forged X-Forwarded-For does not reset the anonymous limit", async ({ request }) => {
  const first = await request.get("/api/v1/credits/balance", { headers: { "x-forwarded-for": "203.0.113.1" } });
  let remaining = Number(first.headers()["x-ratelimit-remaining"]);
  let last = first;
  for (let i = 0; remaining >= 0 && i < 100; i++, remaining--) {
    last = await request.get("/api/v1/credits/balance", { headers: { "x-forwarded-for": `203.0.113.${(i % 250) + 2}`, "x-codebeam-client-ip": `198.51.100.${i % 250}` } });
  }
  expect(last.status()).toBe(429);
  expect(Number(last.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await last.json()).code).toBe("RATE_LIMITED");
});
