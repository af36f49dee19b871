import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as getBalance } from "@/app/api/v1/credits/balance/route";
import { GET as getLedger } from "@/app/api/v1/credits/ledger/route";
import { DELETE as revokeKey } from "@/app/api/v1/keys/[id]/route";
import { GET as listKeys, POST as createKey } from "@/app/api/v1/keys/route";
import { GET as getDocument } from "@/app/api/v1/openapi.json/route";
import { GET as listUsers, POST as createUser } from "@/app/api/v1/users/route";
import { isFileResponse } from "@/lib/api/contract";
import { resetConfigForTests } from "@/lib/config/env";
import { ALL_CONTRACTS } from "@/lib/openapi/all-contracts";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie, uniqueEmail } from "../helpers/fixtures";
import { bearer, call, type CallResult } from "../helpers/http";
import { discoverRoutes, toOpenApiPath } from "./discover-routes";
import { schemaAt } from "./document-schemas";
import { expectDocumented as expectDocumentedIn } from "./expect-documented";

useTestDatabase();

type Json = Record<string, any>;
const appDir = path.resolve("app");
const document = buildOpenApiDocument() as Json;

const expectDocumented = (method: string, urlPath: string, result: CallResult) =>
  expectDocumentedIn(document, method, urlPath, result);

describe("route discovery (the test's own helpers)", () => {
  it("maps dynamic segments and drops route groups", () => {
    expect(toOpenApiPath(["api", "v1", "(admin)", "qrcodes", "[id]", "scans"])).toBe("/api/v1/qrcodes/{id}/scans");
    expect(toOpenApiPath(["api", "v1", "mcp", "[...rest]"])).toBe("/api/v1/mcp/{rest}");
  });
});

describe("contracts and routes", () => {
  it("wires every route export under app/api/v1 to a contract of the same method and path, and every contract to one route", async () => {
    const routes = await discoverRoutes(appDir, path.join(appDir, "api", "v1"));
    expect(routes.length).toBeGreaterThanOrEqual(30);
    const where = (route: (typeof routes)[number]) => `${route.method} ${route.path} (${route.file})`;
    expect(
      routes.filter((route) => !route.contract).map(where),
      "route exports not built by withApi(contract, …)",
    ).toEqual([]);
    const misplaced = routes.filter(
      (route) => route.contract && (route.contract.method !== route.method || route.contract.path !== route.path),
    );
    expect(
      misplaced.map((route) => `${where(route)} uses ${route.contract!.method} ${route.contract!.path}`),
      "contracts served at another method or path",
    ).toEqual([]);
    const used = routes.map((route) => route.contract!);
    expect(
      used.filter((contract) => !ALL_CONTRACTS.includes(contract)).map((c) => c.operationId),
      "contracts missing from lib/openapi/all-contracts.ts",
    ).toEqual([]);
    expect(
      ALL_CONTRACTS.filter((contract) => !used.includes(contract)).map((c) => c.operationId),
      "contracts with no route",
    ).toEqual([]);
    expect(
      used.filter((contract, index) => used.indexOf(contract) !== index).map((c) => c.operationId),
      "contracts served twice",
    ).toEqual([]);
  });

  it("documents exactly the contracts, each with a success response that has a schema or image content types", () => {
    const documented = Object.entries(document.paths as Json).flatMap(([urlPath, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${urlPath}`),
    );
    expect(documented.sort()).toEqual(ALL_CONTRACTS.map((contract) => `${contract.method} ${contract.path}`).sort());
    for (const contract of ALL_CONTRACTS) {
      const success = document.paths[contract.path][contract.method.toLowerCase()].responses[contract.status];
      expect(success?.content, contract.operationId).toBeDefined();
      if (isFileResponse(contract.response)) {
        expect(Object.keys(success.content).sort(), contract.operationId).toEqual([...contract.response.file].sort());
      } else {
        expect(success.content["application/json"].schema, contract.operationId).toBeTypeOf("object");
      }
    }
  });

  it("lists every error code per status, the wrapper's and the service's, for each operation", () => {
    const create = document.paths["/api/v1/qrcodes"].post.responses;
    expect(create[403]["x-codebeam-error-codes"]).toEqual(["FORBIDDEN", "CREDIT_EXHAUSTED", "STATIC_QUOTA_EXCEEDED"]);
    expect(create[409]["x-codebeam-error-codes"]).toEqual(["IDEMPOTENCY_KEY_IN_USE", "SLUG_TAKEN"]);
    expect(create[422]["x-codebeam-error-codes"]).toEqual(["IDEMPOTENCY_KEY_REUSED"]);
    expect(create[429]["x-codebeam-error-codes"]).toEqual(["RATE_LIMITED", "DAILY_QUOTA_EXCEEDED"]);
    expect(create[503]["x-codebeam-error-codes"]).toEqual(["SERVICE_UNAVAILABLE"]);
    expect(Object.keys(create[503].headers)).toContain("Retry-After");
    expect(
      document.paths["/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry"].post.responses[409][
        "x-codebeam-error-codes"
      ],
    ).toEqual(["CONFLICT"]);
    expect(document.paths["/api/v1/credits/balance"].get.responses[403], "no permission, no 403").toBeUndefined();
  });

  it("quotes configuration figures as configured when the document is built", () => {
    const cost = (built: Json) => built.paths["/api/v1/qrcodes"].post.description as string;
    expect(cost(document)).toContain("costs 10 credits");
    process.env.DYNAMIC_CODE_COST = "25";
    process.env.MAX_IMAGE_PX_AUTH = "1500";
    resetConfigForTests();
    try {
      const rebuilt = buildOpenApiDocument() as Json;
      expect(cost(rebuilt)).toContain("costs 25 credits");
      expect(rebuilt.paths["/api/v1/qrcodes/{id}/clone"].post.description).toContain("costs 25 credits");
      expect(rebuilt.paths["/api/v1/qrcode/generate"].get.description).toContain("1500 px with a key");
    } finally {
      delete process.env.DYNAMIC_CODE_COST;
      delete process.env.MAX_IMAGE_PX_AUTH;
      resetConfigForTests();
    }
  });
});

describe("GET /api/v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document with servers, security schemes, both error shapes and resolvable refs", () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.servers).toEqual([{ url: "http://localhost:3000" }]);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      "apiKeyHeader",
      "bearerAuth",
      "sessionCookie",
    ]);
    expect(document.components.securitySchemes.apiKeyHeader).toMatchObject({
      type: "apiKey",
      in: "header",
      name: "cb-api-key",
    });
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
          expect(Object.keys(response.headers)).toEqual(
            expect.arrayContaining(["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]),
          );
        }
      }
    }
    for (const ref of JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? []) {
      const target = ref
        .slice(8, -1)
        .replace(/^#\//, "")
        .split("/")
        .reduce((node: any, key) => node?.[key], document);
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
    const create = schemaAt(
      document,
      document.paths["/api/v1/users"].post.requestBody.content["application/json"].schema,
    );
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
      ["get", "/api/v1/users", await call(listUsers, "/api/v1/users", { headers: session })],
      ["get", "/api/v1/users", await call(listUsers, "/api/v1/users?limit=0", { headers: session })],
      ["get", "/api/v1/users", await call(listUsers, "/api/v1/users", { headers: adminKey })],
      [
        "post",
        "/api/v1/users",
        await call(createUser, "/api/v1/users", {
          method: "POST",
          headers: session,
          body: { name: "Doc", email: uniqueEmail(), password: "password123" },
        }),
      ],
      [
        "post",
        "/api/v1/users",
        await call(createUser, "/api/v1/users", { method: "POST", headers: session, body: { name: 1 } }),
      ],
      ["get", "/api/v1/credits/balance", await call(getBalance, "/api/v1/credits/balance", { headers: adminKey })],
      ["get", "/api/v1/credits/balance", await call(getBalance, "/api/v1/credits/balance")],
      ["get", "/api/v1/credits/ledger", await call(getLedger, "/api/v1/credits/ledger", { headers: adminKey })],
      [
        "get",
        "/api/v1/credits/ledger",
        await call(getLedger, "/api/v1/credits/ledger?size=abc", { headers: adminKey }),
      ],
      ["get", "/api/v1/keys", await call(listKeys, "/api/v1/keys", { headers: session })],
      ["get", "/api/v1/keys", await call(listKeys, "/api/v1/keys", { headers: adminKey })],
    ];
    const created = await call(createKey, "/api/v1/keys", {
      method: "POST",
      headers: session,
      body: { name: "doc", permissions: ["qrcode:generate"] },
    });
    checks.push(["post", "/api/v1/keys", created]);
    checks.push([
      "delete",
      "/api/v1/keys/{id}",
      await call(revokeKey, `/api/v1/keys/${created.body.id}`, {
        method: "DELETE",
        headers: session,
        params: { id: created.body.id },
      }),
    ]);
    checks.push([
      "delete",
      "/api/v1/keys/{id}",
      await call(revokeKey, "/api/v1/keys/nope", { method: "DELETE", headers: session, params: { id: "nope" } }),
    ]);
    expect(checks.map(([, , result]) => result.status)).toEqual([
      200, 400, 403, 201, 400, 200, 401, 200, 400, 200, 403, 201, 200, 404,
    ]);
    for (const [method, urlPath, result] of checks) expectDocumented(method, urlPath, result);
  });

  it("a documented shape that does not match an answer is caught", () => {
    const fake: CallResult = {
      status: 200,
      headers: new Headers({ "content-type": "application/json" }),
      body: { balance: "lots" },
    };
    expect(() => expectDocumented("get", "/api/v1/credits/balance", fake)).toThrow(/balance/);
  });
});
