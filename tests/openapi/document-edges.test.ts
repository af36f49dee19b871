import { beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { unsupportedMethodAnswer } from "@/lib/server/unsupported-methods";
import { useTestDatabase } from "../helpers/database";
import { call, type CallResult } from "../helpers/http";
import { type DocumentOperation, documentAccount, documentOperations, liftRateLimits } from "./document-operations";
import { documentValidator } from "./document-schemas";

// The document-driven fuzz's edges (document-fuzz.test.ts draws values inside the document):
// methods the document does not list, every parameter's own example sent as it stands, and both
// sides of every documented range. What outside tools (schemathesis, generated clients) send
// first, so what the server must answer as the document says.

liftRateLimits();
useTestDatabase();

type Json = Record<string, any>;
const document = buildOpenApiDocument() as Json;
const components = document.components.schemas as Json;
const problemOf = documentValidator(document);

type Operation = DocumentOperation;

let operations: Operation[] = [];
let headersFor: Record<"key" | "session", Record<string, string>>;
let codeId = "";

beforeAll(async () => {
  operations = await documentOperations(document);
  const account = await documentAccount(operations, "edges");
  headersFor = account.headers;
  codeId = account.codeId;
}, 60_000);

const parametersOf = (operation: Json, location: string): Json[] =>
  ((operation.parameters ?? []) as Json[]).filter((parameter) => parameter.in === location);
const resolve = (schema: Json | undefined): Json | undefined =>
  schema?.$ref ? components[schema.$ref.split("/").pop()] : schema;

/** A request built from examples only: path ids of a code are a real code's, the body is the body's example. */
function exampleRequest(operation: Operation, overrides: { query?: Json; headers?: Json; body?: Json } = {}) {
  const params = Object.fromEntries(
    parametersOf(operation.operation, "path").map((parameter) => [
      parameter.name,
      parameter.schema.pattern?.startsWith("^c") ? codeId : String(parameter.example),
    ]),
  );
  const query: Json = Object.fromEntries(
    parametersOf(operation.operation, "query")
      .filter((p) => p.required)
      .map((p) => [p.name, String(p.example)]),
  );
  return {
    params,
    query: { ...query, ...overrides.query },
    headers: overrides.headers ?? {},
    body: overrides.body ?? operation.operation.requestBody?.content?.["application/json"]?.example,
  };
}

async function send(operation: Operation, request: ReturnType<typeof exampleRequest>): Promise<CallResult> {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params[name]));
  const query = new URLSearchParams(request.query).toString();
  const sessionOnly = operation.operation.security?.length === 1 && operation.operation.security[0].sessionCookie;
  return call(operation.route.handler, `${url}${query ? `?${query}` : ""}`, {
    method: operation.method,
    params: request.params,
    headers: { ...headersFor[sessionOnly ? "session" : "key"], ...request.headers },
    body: request.body,
  });
}

/** Parameters whose value is an address the server fetches: accepted or not depends on the network (none in tests). */
const FETCHED = new Set(["logo"]);

const fieldsOf = (answer: CallResult): string[] =>
  ((typeof answer.body?.error === "object" ? answer.body.error.details : answer.body?.details) ?? []).map(
    (detail: Json) => detail.field,
  );
// GET …/generate's flat style parameters are checked inside `styles` and named there (styles.margin).
const refusedOn = (answer: CallResult, field: string) =>
  answer.status === 400 && fieldsOf(answer).some((named) => named === field || named.endsWith(`.${field}`));
const summary = (answer: CallResult) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;

describe("methods the document does not list", () => {
  it("every documented path answers TRACE, CONNECT and a made-up method 405, Allow naming exactly its documented methods", async () => {
    const problems: string[] = [];
    for (const [urlPath, item] of Object.entries(document.paths as Json)) {
      const listed = new Set([...Object.keys(item).map((method) => method.toUpperCase()), "OPTIONS"]);
      if (listed.has("GET")) listed.add("HEAD");
      const concrete = urlPath.replace(/\{\w+\}/g, "c0000000000000000000000000");
      for (const method of ["TRACE", "CONNECT", "BREW"]) {
        const { headers, body } = await unsupportedMethodAnswer(method, concrete, undefined);
        const allowed = new Set(headers.Allow.split(", "));
        if ([...listed].some((m) => !allowed.has(m)) || allowed.size !== listed.size)
          problems.push(`${method} ${urlPath}: Allow ${headers.Allow}`);
        const shape = urlPath.startsWith("/api/v1/users") ? "UsersError" : "Error";
        const problem = problemOf({ $ref: `#/components/schemas/${shape}` }, JSON.parse(body));
        if (problem) problems.push(`${method} ${urlPath}: ${problem}`);
        if (!body.includes("METHOD_NOT_ALLOWED") && !body.includes("method_not_allowed"))
          problems.push(`${method} ${urlPath}: ${body}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("every parameter's documented example, sent as it stands", () => {
  it("is accepted (never a 400 naming it, never a 5xx)", async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const parameter of (operation.operation.parameters ?? []) as Json[]) {
        if (parameter.in === "path" || parameter.example === undefined || FETCHED.has(parameter.name)) continue;
        const value = String(parameter.example);
        const request = exampleRequest(
          operation,
          parameter.in === "query" ? { query: { [parameter.name]: value } } : { headers: { [parameter.name]: value } },
        );
        const answer = await send(operation, request);
        sent++;
        if (answer.status >= 500 || refusedOn(answer, parameter.name))
          problems.push(`${operation.method} ${operation.path} ${parameter.name}=${value}: ${summary(answer)}`);
      }
    }
    expect(sent).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });
});

interface Bound {
  field: string;
  accepted: unknown[];
  refused: unknown[];
}

/** Both sides of a schema's numeric range (integers step by 1), or of a header's maximum length. */
function boundsOf(field: string, schema: Json | undefined, location: "query" | "header" | "body"): Bound | undefined {
  if (!schema) return undefined;
  if (schema.type === "integer" || schema.type === "number") {
    const step = schema.type === "integer" ? 1 : 0.5;
    const accepted = [schema.minimum, schema.maximum].filter((value) => value !== undefined);
    const refused = [
      schema.minimum !== undefined ? schema.minimum - step : undefined,
      schema.maximum !== undefined ? schema.maximum + step : undefined,
    ].filter((v) => v !== undefined);
    return accepted.length ? { field, accepted, refused } : undefined;
  }
  // Free text headers only: a query string's or body string's valid text of a given length depends on its format.
  if (location === "header" && schema.type === "string" && schema.maxLength !== undefined) {
    return { field, accepted: ["x".repeat(schema.maxLength)], refused: ["x".repeat(schema.maxLength + 1)] };
  }
  return undefined;
}

describe("both sides of every documented range", () => {
  it("min and max are accepted; min-1 and max+1 are a 400 naming the field", async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      const bounds: { bound: Bound; build: (value: unknown) => ReturnType<typeof exampleRequest> }[] = [];
      // Images are asked as SVG where the operation lets the caller choose: the largest size stays cheap to draw.
      const svgQuery = parametersOf(operation.operation, "query").some((p) => p.name === "format")
        ? { format: "svg" }
        : {};
      for (const parameter of (operation.operation.parameters ?? []) as Json[]) {
        if (parameter.in !== "query" && parameter.in !== "header") continue;
        const bound = boundsOf(parameter.name, parameter.schema, parameter.in);
        if (!bound) continue;
        bounds.push({
          bound,
          build: (value) =>
            exampleRequest(
              operation,
              parameter.in === "query"
                ? { query: { ...svgQuery, [parameter.name]: String(value) } }
                : { headers: { [parameter.name]: String(value) } },
            ),
        });
      }
      const body = operation.operation.requestBody?.content?.["application/json"];
      const bodySchema = resolve(body?.schema);
      for (const [name, property] of Object.entries((bodySchema?.properties ?? {}) as Json)) {
        const bound = boundsOf(name, resolve(property), "body");
        if (!bound) continue;
        const svgBody = bodySchema?.properties?.format ? { format: "svg" } : {};
        bounds.push({
          bound,
          build: (value) => exampleRequest(operation, { body: { ...body.example, ...svgBody, [name]: value } }),
        });
      }
      for (const { bound, build } of bounds) {
        const label = `${operation.method} ${operation.path} ${bound.field}`;
        for (const value of bound.accepted) {
          const answer = await send(operation, build(value));
          checked++;
          if (answer.status >= 500 || refusedOn(answer, bound.field))
            problems.push(`${label}=${String(value).slice(0, 20)} refused: ${summary(answer)}`);
        }
        for (const value of bound.refused) {
          const answer = await send(operation, build(value));
          checked++;
          if (!refusedOn(answer, bound.field))
            problems.push(`${label}=${String(value).slice(0, 20)} not refused on ${bound.field}: ${summary(answer)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });
});
