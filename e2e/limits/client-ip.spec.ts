import { expect, test } from "@playwright/test";

// Without TRUST_PROXY the client IP is the socket's: a forged X-Forwarded-For buys no new quota.
test("a forged X-Forwarded-For does not reset the anonymous limit", async ({ request }) => {
  // Each request claims another client. Had a forged header counted, none would ever be limited;
  // the loop runs until one is (the limit is 30 a minute), so a minute ending mid-loop (the window
  // starting over) only costs more requests.
  let last = await request.get("/api/v1/credits/balance", { headers: { "x-forwarded-for": "203.0.113.1" } });
  for (let i = 0; last.status() !== 429 && i < 100; i++) {
    last = await request.get("/api/v1/credits/balance", {
      headers: { "x-forwarded-for": `203.0.113.${(i % 250) + 2}`, "x-codebeam-client-ip": `198.51.100.${i % 250}` },
    });
  }
  expect(last.status()).toBe(429);
  expect(Number(last.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await last.json()).code).toBe("RATE_LIMITED");
});
