import http from "node:http";
import { expect, test } from "@playwright/test";
import fc from "fast-check";

// Raw requests: Playwright's client (like any WHATWG URL parser) would normalise `%2e%2e` and
// refuse `%ZZ`, so these go out through node:http with the path exactly as written.
let cookie = "";

// A signed-in caller: anonymous requests would spend 127.0.0.1's anonymous limit, which the other
// suites need (the limits project exhausts it last).
test.beforeAll(async ({ playwright, baseURL }) => {
  const context = await playwright.request.newContext({ baseURL });
  const email = `paths-${Date.now()}@example.test`;
  const password = "a-long-password";
  expect((await context.post("/api/account/signup", { data: { name: "Paths", email, password } })).status()).toBe(201);
  const { csrfToken } = await (await context.get("/api/auth/csrf")).json();
  await context.post("/api/auth/callback/credentials", { form: { csrfToken, email, password, json: "true" } });
  cookie = (await context.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  expect(cookie).toContain("session-token");
  await context.dispose();
});

function raw(baseURL: string, method: string, path: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method, path, headers: { "content-type": "application/json", cookie } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(method === "GET" || method === "DELETE" ? undefined : "{}");
  });
}

// Every operation with an id in its path (as the OpenAPI document lists them), with {id} to fill.
const ID_OPERATIONS: [string, string][] = [
  ["GET", "/api/v1/qrcodes/{id}"],
  ["PATCH", "/api/v1/qrcodes/{id}"],
  ["DELETE", "/api/v1/qrcodes/{id}"],
  ["POST", "/api/v1/qrcodes/{id}/clone"],
  ["GET", "/api/v1/qrcodes/{id}/image"],
  ["GET", "/api/v1/qrcodes/{id}/stats"],
  ["GET", "/api/v1/qrcodes/{id}/scans"],
  ["DELETE", "/api/v1/keys/{id}"],
  ["GET", "/api/v1/webhooks/{id}"],
  ["PATCH", "/api/v1/webhooks/{id}"],
  ["DELETE", "/api/v1/webhooks/{id}"],
  ["GET", "/api/v1/webhooks/{id}/deliveries"],
  ["POST", "/api/v1/webhooks/{id}/test"],
  ["POST", "/api/v1/webhooks/{id}/rotate-secret"],
  ["POST", "/api/v1/webhooks/{id}/deliveries/{id}/retry"],
];

const BAD_IDS = ["%ZZ", "%E0%A4%A", "%", "%C0%AF", "%2e%2e", "..", "%2E", "a%00b"];

test("a path segment that does not decode answers 400 in the JSON error shape on every id operation", async ({
  baseURL,
}) => {
  for (const [method, template] of ID_OPERATIONS) {
    for (const id of BAD_IDS) {
      const path = template.replaceAll("{id}", id);
      const answer = await raw(baseURL!, method, path);
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.type).toContain("application/json");
      expect(JSON.parse(answer.body)).toMatchObject({
        code: "INVALID_REQUEST",
        details: [{ field: "path" }],
        requestId: expect.stringMatching(/^req_/),
      });
    }
  }
});

test("malformed dashboard paths answer the 404 page, not a 500", async ({ baseURL }) => {
  for (const path of ["/dashboard/codes/%ZZ", "/dashboard/webhooks/%E0%A4%A", "/dashboard/%2e%2e/codes", "/%ZZ"]) {
    const answer = await raw(baseURL!, "GET", path);
    expect(answer.status, path).toBe(404);
    expect(answer.type).toContain("text/html");
  }
});

test("a request head past the limit answers 431 with a JSON body", async ({ baseURL }) => {
  const answer = await raw(baseURL!, "GET", `/api/v1/qrcode/generate?content=${"a".repeat(70_000)}`);
  expect(answer.status).toBe(431);
  expect(JSON.parse(answer.body)).toMatchObject({ code: "HEADERS_TOO_LARGE" });
});

test("no path built from arbitrary segments and escapes makes the server answer 5xx", async ({ baseURL }) => {
  const segment = fc.oneof(
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
    fc.constantFrom("%", "%Z", "%ZZ", "%E0%A4", "%FF", "%2e%2e", "..", ".", "%2F", "%00", "%25", "%C0%80"),
    fc.stringMatching(/^[A-Za-z0-9%._~-]{0,10}$/),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...ID_OPERATIONS),
      segment,
      fc.constantFrom("", "/stats", "/x/y"),
      async ([method, template], id, tail) => {
        const path = template.replaceAll("{id}", id) + tail;
        const answer = await raw(baseURL!, method, path);
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      },
    ),
    { numRuns: 300 },
  );
});
