import { getConfig } from "../config/env";
import { buildComponents, ERROR_SCHEMA_NAMES, rateLimitHeaderRefs } from "./components";
import { toJsonSchema, toParameters } from "./json-schema";
import { type Operation, OPERATIONS } from "./operations";

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid request: malformed JSON, wrong types, unknown fields or out-of-range values; `details` names each field",
  401: "Missing, malformed, invalid or revoked API key",
  403: "Insufficient permission or role",
  404: "Not found (or owned by another account)",
  409: "Conflict with an existing resource (IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still running)",
  422: "IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different request",
  429: "Rate limit or daily quota exceeded",
  500: "Unexpected server error (no details are shown)",
};

const REQUEST_ID_HEADER_REF = { "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" } };

const SECURITY = {
  // Public operations need nothing; a key or session, when sent, raises the caller's limits.
  public: [{}, { bearerAuth: [] }, { apiKeyHeader: [] }, { sessionCookie: [] }],
  "key-or-session": [{ bearerAuth: [] }, { apiKeyHeader: [] }, { sessionCookie: [] }],
  session: [{ sessionCookie: [] }],
};

const IDEMPOTENCY_KEY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes the request safe to retry: the first successful answer is replayed (header Idempotent-Replayed: true) to any repeat with the same key and body for 24 hours, per account, without charging again. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first still runs waits for it (409 IDEMPOTENCY_KEY_IN_USE after 15 s).",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};

function errorStatuses(operation: Operation): number[] {
  const statuses = new Set([401, 429, 500, ...(operation.extraErrors ?? []), ...(operation.idempotent ? [409, 422] : [])]);
  if (operation.params || operation.query || operation.body) statuses.add(400);
  if (operation.auth === "session" || operation.permission || operation.role) statuses.add(403);
  if (operation.params) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

function responsesOf(operation: Operation): Record<string, unknown> {
  const success: Record<string, unknown> = { description: "Success", headers: { ...rateLimitHeaderRefs(false), ...REQUEST_ID_HEADER_REF } };
  if (operation.response) success.content = { "application/json": { schema: toJsonSchema(operation.response, "output") } };
  if (operation.imageResponse) {
    const binary = { type: "string", contentEncoding: "binary" };
    success.content = Object.fromEntries(["image/png", "image/svg+xml", "image/webp", "image/jpeg"].map((type) => [type, { schema: binary }]));
  }
  const errorRef = { $ref: `#/components/schemas/${ERROR_SCHEMA_NAMES[operation.errorShape ?? "flat"]}` };
  const responses: Record<string, unknown> = { [operation.successStatus]: success };
  for (const status of errorStatuses(operation)) {
    responses[status] = {
      description: ERROR_DESCRIPTIONS[status] ?? "Error",
      headers: { ...rateLimitHeaderRefs(status === 429), ...REQUEST_ID_HEADER_REF },
      content: { "application/json": { schema: errorRef } },
    };
  }
  return responses;
}

function operationObject(operation: Operation): Record<string, unknown> {
  const notes = [
    operation.description,
    operation.permission && `Requires the \`${operation.permission}\` permission.`,
    operation.role && `Requires the ${operation.role} role.`,
  ].filter(Boolean);
  const parameters = [
    ...(operation.params ? toParameters(operation.params, "path") : []),
    ...(operation.query ? toParameters(operation.query, "query") : []),
    ...(operation.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
  ];
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(notes.length ? { description: notes.join(" ") } : {}),
    tags: [operation.tag],
    security: SECURITY[operation.auth],
    ...(operation.permission ? { "x-codebeam-permission": operation.permission } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? { requestBody: { required: true, content: { "application/json": { schema: toJsonSchema(operation.body, "input") } } } }
      : {}),
    responses: responsesOf(operation),
  };
}

/** The OpenAPI 3.1 document of /api/v1, generated from the zod schemas the handlers validate with. */
export function buildOpenApiDocument(operations: Operation[] = OPERATIONS): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    paths[operation.path] ??= {};
    paths[operation.path][operation.method] = operationObject(operation);
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Codebeam API",
      version: "1.0.0",
      description:
        "Styled QR codes, dynamic short links and scan statistics. Every answer carries X-RateLimit-* headers; " +
        "errors are `{error, code, message, details?}`, except /api/v1/users which answers `{error: {code, message, details}}`.",
    },
    servers: [{ url: getConfig().APP_URL.replace(/\/+$/, "") }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: buildComponents(),
  };
}
