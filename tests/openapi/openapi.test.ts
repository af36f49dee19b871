import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as getBalance } from "@/app/api/v1/credits/balance/route";
import { GET as getLedger } from "@/app/api/v1/credits/ledger/route";
import { DELETE as revokeKey } from "@/app/api/v1/keys/[id]/route";
import { GET as listKeys, POST as createKey } from "@/app/api/v1/keys/route";
import { GET as getDocument } from "@/app/api/v1/openapi.json/route";
import { GET as listUsers, POST as createUser } from "@/app/api/v1/users/route";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie, uniqueEmail } from "../helpers/fixtures";
import { bearer, call, type CallResult } from "../helpers/http";
import { discoverRoutes, exportedMethods, toOpenApiPath } from "./discover-routes";

useTestDatabase();

type Json = Record<string, any>;
const appDir = path.resolve("app");
const document = buildOpenApiDocument() as Json;

function documentedOperations(): string[] {
  return Object.entries(document.paths as Json).flatMap(([urlPath, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${urlPath}`),
  );
}

/** Checks a real answer against the schema the document gives for its path, method and status. */
function expectDocumented(method: string, urlPath: string, result: CallResult) {
  const response = document.paths[urlPath]?.[method]?.responses?.[result.status];
  expect(response, `${method.toUpperCase()} ${urlPath} answered ${result.status}, which is not documented`).toBeDefined();
  let schema = response.content["application/json"].schema;
  if (schema.$ref) schema = document.components.schemas[schema.$ref.split("/").pop()];
  const parsed = z.fromJSONSchema(schema).safeParse(result.body);
  expect(parsed.success, `${method.toUpperCase()} ${urlPath} ${result.status}: ${parsed.error?.message}\n${JSON.stringify(result.body)}`).toBe(true);
}

describe("route discovery (the test's own helpers)", () => {
  it("reads every export form and maps dynamic segments", () => {
    expect(exportedMethods("export const GET = withApi(...);\nexport const POST = x;")).toEqual(["GET", "POST"]);
    expect(exportedMethods("export { handler as GET, handler as POST };")).toEqual(["GET", "POST"]);
    expect(exportedMethods("export async function PATCH(req) {}\nexport const dynamic = 'force-dynamic';")).toEqual(["PATCH"]);
    expect(toOpenApiPath(["api", "v1", "(admin)", "qrcodes", "[id]", "scans"])).toBe("/api/v1/qrcodes/{id}/scans");
    expect(toOpenApiPath(["api", "v1", "mcp", "[...rest]"])).toBe("/api/v1/mcp/{rest}");
  });
});

describe("GET /api/v1/openapi.json", () => {
  it("documents every route under app/api/v1, and nothing that has no route", () => {
    const routes = discoverRoutes(appDir, path.join(appDir, "api", "v1"));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const served = routes.map((route) => `${route.method} ${route.path}`);
    const documented = documentedOperations();
    const undocumented = routes.filter((route) => !documented.includes(`${route.method} ${route.path}`));
    const withoutRoute = documented.filter((operation) => !served.includes(operation));
    expect(undocumented.map((route) => `${route.method} ${route.path} (${route.file})`), "routes missing from lib/openapi/operations.ts").toEqual([]);
    expect(withoutRoute, "documented operations with no route.ts").toEqual([]);
  });

  it("is an OpenAPI 3.1 document with servers, security schemes, both error shapes and resolvable refs", () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.servers).toEqual([{ url: "http://localhost:3000" }]);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(["apiKeyHeader", "bearerAuth", "sessionCookie"]);
    expect(document.components.securitySchemes.apiKeyHeader).toMatchObject({ type: "apiKey", in: "header", name: "cb-api-key" });
    expect(document.components.schemas.Error.required).toEqual(["error", "code", "message"]);
    expect(document.components.schemas.UsersError.properties.error.required).toEqual(["code", "message", "details"]);
    const ids = new Set<string>();
    for (const [urlPath, item] of Object.entries(document.paths as Json)) {
      for (const [method, operation] of Object.entries(item as Json)) {
        expect(ids.has(operation.operationId), `duplicate operationId ${operation.operationId}`).toBe(false);
        ids.add(operation.operationId);
        for (const name of urlPath.match(/\{(\w+)\}/g) ?? []) {
          const param = operation.parameters?.find((p: Json) => p.in === "path" && `{${p.name}}` === name);
          expect(param, `${method} ${urlPath} does not declare path parameter ${name}`).toBeDefined();
        }
        for (const response of Object.values(operation.responses as Json)) {
          expect(Object.keys(response.headers)).toEqual(expect.arrayContaining(["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]));
        }
      }
    }
    for (const ref of JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? []) {
      const target = ref.slice(8, -1).replace(/^#\//, "").split("/").reduce((node: any, key) => node?.[key], document);
      expect(target, `unresolved ${ref}`).toBeDefined();
    }
  });

  it("turns query schemas into query parameters and bodies into request bodies", () => {
    const list = document.paths["/api/v1/users"].get;
    expect(list.parameters.map((p: Json) => [p.name, p.in, p.required])).toEqual([
      ["page", "query", false],
      ["limit", "query", false],
      ["sort", "query", false],
    ]);
    expect(list.parameters[1].schema).toMatchObject({ type: "integer", minimum: 1, maximum: 100, default: 10 });
    const create = document.paths["/api/v1/users"].post.requestBody.content["application/json"].schema;
    expect(create.required).toEqual(["name", "email", "password"]);
    expect(create.additionalProperties).toBe(false);
    expect(create.properties.password).toMatchObject({ minLength: 8, maxLength: 128 });
  });

  it("answers 200 JSON through the route handler, with rate-limit headers", async () => {
    const result = await call(getDocument, "/api/v1/openapi.json");
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toMatch(/^application\/json/);
    expect(result.headers.get("x-ratelimit-limit")).toBe("10");
    expect(result.body).toEqual(document);
  });
});

describe("documented shapes match real answers", () => {
  it("users, credits and keys answer what the document says, errors included", async () => {
    const admin = await makeUser({ admin: true });
    const adminKey = bearer(await makeKey(admin));
    const session = await sessionCookie(admin);
    const checks: [string, string, CallResult][] = [
      ["get", "/api/v1/users", await call(listUsers, "/api/v1/users", { headers: adminKey })],
      ["get", "/api/v1/users", await call(listUsers, "/api/v1/users?limit=0", { headers: adminKey })],
      ["post", "/api/v1/users", await call(createUser, "/api/v1/users", { method: "POST", headers: adminKey, body: { name: "Doc", email: uniqueEmail(), password: "password123" } })],
      ["post", "/api/v1/users", await call(createUser, "/api/v1/users", { method: "POST", headers: adminKey, body: { name: 1 } })],
      ["get", "/api/v1/credits/balance", await call(getBalance, "/api/v1/credits/balance", { headers: adminKey })],
      ["get", "/api/v1/credits/balance", await call(getBalance, "/api/v1/credits/balance")],
      ["get", "/api/v1/credits/ledger", await call(getLedger, "/api/v1/credits/ledger", { headers: adminKey })],
      ["get", "/api/v1/credits/ledger", await call(getLedger, "/api/v1/credits/ledger?size=abc", { headers: adminKey })],
      ["get", "/api/v1/keys", await call(listKeys, "/api/v1/keys", { headers: session })],
      ["get", "/api/v1/keys", await call(listKeys, "/api/v1/keys", { headers: adminKey })],
    ];
    const created = await call(createKey, "/api/v1/keys", { method: "POST", headers: session, body: { name: "doc", permissions: ["qrcode:generate"] } });
    checks.push(["post", "/api/v1/keys", created]);
    checks.push(["delete", "/api/v1/keys/{id}", await call(revokeKey, `/api/v1/keys/${created.body.id}`, { method: "DELETE", headers: session, params: { id: created.body.id } })]);
    checks.push(["delete", "/api/v1/keys/{id}", await call(revokeKey, "/api/v1/keys/nope", { method: "DELETE", headers: session, params: { id: "nope" } })]);
    expect(checks.map(([, , result]) => result.status)).toEqual([200, 400, 201, 400, 200, 401, 200, 400, 200, 403, 201, 200, 404]);
    for (const [method, urlPath, result] of checks) expectDocumented(method, urlPath, result);
  });

  it("a documented shape that does not match an answer is caught", () => {
    const fake: CallResult = { status: 200, headers: new Headers(), body: { balance: "lots" } };
    expect(() => expectDocumented("get", "/api/v1/credits/balance", fake)).toThrow(/balance/);
  });
});
