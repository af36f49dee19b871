import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { useTestDatabase } from "../helpers/database";
import { call, type CallResult } from "../helpers/http";
import { type DocumentOperation, documentAccount, documentOperations, liftRateLimits } from "./document-operations";
import { expectDocumented } from "./expect-documented";
import { arbitraryOf } from "./schema-arbitrary";

// A fuzz driven by the OpenAPI document alone: for every operation it builds requests from the
// documented parameters and bodies (valid ones, and mutations of them), sends them through the
// real route handlers on a real database, and holds the server to the document: no 5xx, every
// answer's status, body and error code documented, and a document-valid request refused only by
// a rule the document states in words. FUZZ_REQUESTS sets the count (an audit runs 20,000); FUZZ_ONLY=<text>
// fuzzes only the operations whose path contains it (FUZZ_ONLY=sheet).

liftRateLimits();
useTestDatabase();

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1000);
type Json = Record<string, any>;
const document = buildOpenApiDocument() as Json;
const components = document.components.schemas as Json;

/**
 * Fields a valid-looking value can still be refused on, by rules the document gives in words:
 * colour contrast (styles, QrStyle's description), how much content a symbol holds at a level,
 * a DYNAMIC code's content being an http(s) URL, addresses the outbound guard refuses or that do
 * not answer (logos, reference images, webhook receivers, targets), ranges that must be ordered, and
 * two-factor codes, which only the authenticator app knows.
 */
const RULES_IN_WORDS = [
  /Color$|^styles$|^styles\.|stops/,
  /^content$|^items\.\d+\.content$/,
  /logo|^image$/,
  /^url$|[tT]argetUrl|fallbackUrl|^rules/,
  /^startDate$|^endDate$|^startsAt$|^endsAt$|schedule/,
  // Smart fields apply to DYNAMIC codes only, and rule conditions must fit their kind (descriptions say so).
  /^(validFrom|expiresAt|utm|password|maxScans|rules)/,
  // A code's domain must be a verified domain of the workspace, and a slug needs one (the fields' descriptions).
  /^(domain|slug)$|^items\.\d+\.(domain|slug)$/,
  // Image sizes are capped per caller below the documented maximum (the operations' descriptions give the caps).
  /^size$/,
  // Time zones: any IANA name the runtime knows (GET /api/v1/stats, the parameter's description).
  /^tz$/,
  // A path id of a code of another kind: regenerate takes AI codes only (its description).
  /^id$/,
  // A two-factor code must be the authenticator's current one, or an unused recovery code (the descriptions).
  /^code$/,
  // Changing the password takes the current one, which only its user knows (POST /api/v1/me/password).
  /^currentPassword$/,
  // A sheet's layout must fit its paper, a tag must name codes, and its codes pass the print check (its description).
  /^(columns|rows|codeWidthMm|marginMm|gapMm|bleedMm|cropMarks|paper|tag)$|^ids(\.\d+)?$/,
];

type Operation = DocumentOperation;

let operations: Operation[] = [];
let headersFor: Record<"key" | "session" | "none", Record<string, string>>;
let knownIds: string[] = [];

beforeAll(async () => {
  operations = await documentOperations(document);
  const account = await documentAccount(operations, "fuzz");
  if (process.env.FUZZ_ONLY) operations = operations.filter((o) => o.path.includes(process.env.FUZZ_ONLY!));
  headersFor = { ...account.headers, none: {} };
  knownIds = [account.codeId];
}, 60_000);

interface Request {
  operation: Operation;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
  caller: "key" | "session" | "none";
  mutation?: string;
}

const asQueryValue = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

function parametersArbitrary(
  operation: Json,
  location: "path" | "query" | "header",
): fc.Arbitrary<Record<string, string>> {
  const parameters = ((operation.parameters ?? []) as Json[]).filter((parameter) => parameter.in === location);
  const model = Object.fromEntries(
    parameters.map((parameter) => {
      let arbitrary = arbitraryOf(parameter.schema, components).map(asQueryValue);
      if (location === "path" && parameter.schema.pattern?.startsWith("^c"))
        arbitrary = fc.oneof(fc.constantFrom(...knownIds), arbitrary);
      if (location === "header") arbitrary = arbitrary.filter((value) => /^[\x20-\x7e]*$/.test(value));
      return [parameter.name, arbitrary];
    }),
  );
  const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, string>>;
}

function validRequest(operation: Operation): fc.Arbitrary<Request> {
  const body = operation.operation.requestBody?.content?.["application/json"]?.schema;
  const caller: Request["caller"] =
    operation.operation.security?.[0]?.sessionCookie && operation.operation.security.length === 1 ? "session" : "key";
  return fc
    .record({
      params: parametersArbitrary(operation.operation, "path"),
      query: parametersArbitrary(operation.operation, "query"),
      headers: parametersArbitrary(operation.operation, "header"),
      body: body ? arbitraryOf(body, components) : fc.constant(undefined),
    })
    .map((parts) => ({ operation, caller, ...parts }));
}

const wrongValue = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.string({ maxLength: 5 }),
  fc.constant("x".repeat(5000)),
);
const headerText = fc.stringMatching(/^[\x20-\x7e]{0,300}$/);

/** One change that takes a valid request outside the document (or to its edges). */
function mutate(request: Request): fc.Arbitrary<Request> {
  const bodyKeys =
    request.body && typeof request.body === "object" && !Array.isArray(request.body) ? Object.keys(request.body) : [];
  const queryKeys = Object.keys(request.query);
  const paramKeys = Object.keys(request.params);
  const changes: fc.Arbitrary<Request>[] = [
    fc
      .record({ name: fc.string({ minLength: 1, maxLength: 12 }), value: fc.string({ maxLength: 20 }) })
      .map(({ name, value }) => ({ ...request, query: { ...request.query, [name]: value }, mutation: "extra query" })),
    fc.record({ key: headerText, match: headerText }).map(({ key, match }) => ({
      ...request,
      headers: { ...request.headers, "idempotency-key": key, "if-none-match": match },
      mutation: "headers",
    })),
    fc
      .constantFrom<Request["caller"]>("none", "key", "session")
      .map((caller) => ({ ...request, caller, mutation: `as ${caller}` })),
  ];
  if (request.operation.method !== "GET") {
    changes.push(fc.jsonValue({ maxDepth: 2 }).map((body) => ({ ...request, body, mutation: "any JSON body" })));
    changes.push(fc.string({ maxLength: 30 }).map((text) => ({ ...request, body: text, mutation: "text body" })));
  }
  if (queryKeys.length)
    changes.push(
      fc
        .record({
          name: fc.constantFrom(...queryKeys),
          value: fc.oneof(
            fc.string({ maxLength: 30 }),
            fc.constantFrom("-1", "1e309", "NaN", "99999999999", "", "%00", "[]"),
          ),
        })
        .map(({ name, value }) => ({
          ...request,
          query: { ...request.query, [name]: value },
          mutation: `query ${name}`,
        })),
    );
  if (paramKeys.length)
    changes.push(
      fc
        .record({ name: fc.constantFrom(...paramKeys), value: fc.string({ maxLength: 40 }) })
        .map(({ name, value }) => ({
          ...request,
          params: { ...request.params, [name]: value },
          mutation: `path ${name}`,
        })),
    );
  if (bodyKeys.length) {
    changes.push(
      fc.record({ name: fc.constantFrom(...bodyKeys), value: wrongValue }).map(({ name, value }) => ({
        ...request,
        body: { ...(request.body as Json), [name]: value },
        mutation: `body ${name}`,
      })),
    );
    changes.push(
      fc.constantFrom(...bodyKeys).map((name) => {
        const { [name]: _dropped, ...rest } = request.body as Json;
        return { ...request, body: rest, mutation: `without ${name}` };
      }),
    );
    changes.push(
      fc.constant({ ...request, body: { ...(request.body as Json), zzUnknown: 1 }, mutation: "unknown field" }),
    );
  }
  return fc.oneof(...changes);
}

/** Shown when fast-check reports a request: the operation and what was sent, not the whole document. */
const described = (request: Request): Request =>
  Object.assign(request, {
    [fc.toStringMethod]: () =>
      `${request.operation.method} ${request.operation.path} ${request.mutation ?? "valid"} ${JSON.stringify({ params: request.params, query: request.query, headers: request.headers, body: request.body }).slice(0, 400)}`,
  });

const requestArbitrary = (): fc.Arbitrary<Request> =>
  fc
    .constantFrom(...operations)
    .chain((operation) =>
      validRequest(operation).chain((valid) => fc.oneof(fc.constant(valid), mutate(valid)).map(described)),
    );

async function send(request: Request): Promise<CallResult> {
  const { operation, params } = request;
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const query = new URLSearchParams(request.query).toString();
  return call(operation.route.handler, `${url}${query ? `?${query}` : ""}`, {
    method: operation.method,
    params,
    headers: {
      ...headersFor[request.caller],
      ...request.headers,
      ...(operation.operation.operationId === "mcp.message" ? { accept: "application/json, text/event-stream" } : {}),
    },
    body: request.body,
  });
}

const fieldsOf = (answer: CallResult): string[] =>
  ((typeof answer.body?.error === "object" ? answer.body.error.details : answer.body?.details) ?? []).map(
    (detail: Json) => detail.field,
  );

/** The problem with one answer, or null when it is as documented. */
function problemWith(request: Request, answer: CallResult): string | null {
  const where = `${request.operation.method} ${request.operation.path} (${request.mutation ?? "valid"})`;
  if (answer.status >= 500) return `${where}: ${answer.status}`;
  try {
    expectDocumented(document, request.operation.method.toLowerCase(), request.operation.path, answer);
  } catch (error) {
    return `${where}: ${(error as Error).message.split("\n")[0].slice(0, 300)}`;
  }
  if (!request.mutation && request.caller !== "none" && answer.status === 400) {
    const unexplained = fieldsOf(answer).filter((field) => !RULES_IN_WORDS.some((rule) => rule.test(field)));
    if (unexplained.length)
      return `${where}: document-valid request refused on ${unexplained.join(", ")}: ${JSON.stringify(answer.body).slice(0, 200)}`;
  }
  return null;
}

describe("a fuzz from the OpenAPI document", () => {
  it(`answers ${REQUESTS} generated requests without a 5xx, each as documented`, async () => {
    const tally = { requests: 0, serverErrors: 0, byStatus: {} as Record<number, number> };
    // Problems are gathered (one example each) rather than shrunk: a run names every kind at once.
    const problems = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(), async (request) => {
        const answer = await send(request);
        tally.requests++;
        tally.byStatus[answer.status] = (tally.byStatus[answer.status] ?? 0) + 1;
        if (answer.status >= 500) tally.serverErrors++;
        const problem = problemWith(request, answer);
        if (problem) problems.set(problem.split(":")[0] + problem.replace(/[0-9a-f]{8,}/g, ""), problem);
      }),
      { numRuns: REQUESTS },
    );
    console.info(
      `[document-fuzz] ${tally.requests} requests, ${tally.serverErrors} answered 5xx, by status ${JSON.stringify(tally.byStatus)}`,
    );
    expect(tally.requests).toBe(REQUESTS);
    expect([...problems.values()]).toEqual([]);
  }, 1_800_000);
});
