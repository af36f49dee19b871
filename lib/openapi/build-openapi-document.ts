import { type Contract, errorCodesOf, isFileResponse } from "../api/contract";
import { type ErrorCode, STATUS_BY_CODE } from "../api/errors";
import { type Env, getConfig } from "../config/env";
import { ALL_CONTRACTS } from "./all-contracts";
import { buildComponents, ERROR_SCHEMA_NAMES, rateLimitHeaderRefs } from "./components";
import { toJsonSchema, toParameters } from "./json-schema";

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid request: malformed JSON, wrong types, unknown fields or out-of-range values; `details` names each field",
  401: "Missing, malformed, invalid or revoked API key",
  403: "Insufficient permission or role",
  404: "Not found (or owned by another account)",
  409: "Conflict with an existing resource (IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still running)",
  422: "IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different request",
  429: "Rate limit or daily quota exceeded",
  500: "Unexpected server error (no details are shown)",
  503: "The database is unavailable right now; try again after Retry-After seconds",
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

/** The operation's error codes by the status they answer with, statuses in ascending order. */
function errorCodesByStatus(contract: Contract): [number, ErrorCode[]][] {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(contract)) byStatus.set(STATUS_BY_CODE[code], [...(byStatus.get(STATUS_BY_CODE[code]) ?? []), code]);
  return [...byStatus.entries()].sort(([a], [b]) => a - b);
}

function successResponse(contract: Contract): Record<string, unknown> {
  const success: Record<string, unknown> = { description: "Success", headers: { ...rateLimitHeaderRefs(false), ...REQUEST_ID_HEADER_REF } };
  if (isFileResponse(contract.response)) {
    const binary = { type: "string", contentEncoding: "binary" };
    success.content = Object.fromEntries(contract.response.file.map((type) => [type, { schema: binary }]));
  } else {
    success.content = { "application/json": { schema: toJsonSchema(contract.response, "output") } };
  }
  return success;
}

function responsesOf(contract: Contract): Record<string, unknown> {
  const errorRef = { $ref: `#/components/schemas/${ERROR_SCHEMA_NAMES[contract.errorShape ?? "flat"]}` };
  const responses: Record<string, unknown> = { [contract.status]: successResponse(contract) };
  for (const [status, codes] of errorCodesByStatus(contract)) {
    responses[status] = {
      description: `${ERROR_DESCRIPTIONS[status] ?? "Error"}. Codes: ${codes.join(", ")}`,
      headers: { ...rateLimitHeaderRefs(status === 429 || status === 503), ...REQUEST_ID_HEADER_REF },
      content: { "application/json": { schema: errorRef } },
      "x-codebeam-error-codes": codes,
    };
  }
  return responses;
}

function operationObject(contract: Contract, config: Env): Record<string, unknown> {
  const description = typeof contract.description === "function" ? contract.description(config) : contract.description;
  const notes = [
    description,
    contract.permission && `Requires the \`${contract.permission}\` permission.`,
    contract.role && `Requires the ${contract.role} role.`,
  ].filter(Boolean);
  const parameters = [
    ...(contract.params ? toParameters(contract.params, "path") : []),
    ...(contract.query ? toParameters(contract.query, "query") : []),
    ...(contract.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
  ];
  const body = contract.documentedBody ?? contract.body;
  // Documented as required even where it may be left out (clone): a client that always sends one
  // is right either way, and the document only ever gets stricter.
  return {
    operationId: contract.operationId,
    summary: contract.summary,
    ...(notes.length ? { description: notes.join(" ") } : {}),
    tags: [contract.tag],
    security: SECURITY[contract.auth],
    ...(contract.permission ? { "x-codebeam-permission": contract.permission } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { "application/json": { schema: toJsonSchema(body, "input") } } } } : {}),
    responses: responsesOf(contract),
  };
}

/**
 * The OpenAPI 3.1 document of /api/v1, built from the endpoints' contracts (the zod schemas the
 * handlers validate with); figures that depend on configuration are read now.
 */
export function buildOpenApiDocument(contracts: readonly Contract[] = ALL_CONTRACTS): Record<string, unknown> {
  const config = getConfig();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of contracts) {
    paths[contract.path] ??= {};
    paths[contract.path][contract.method.toLowerCase()] = operationObject(contract, config);
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
    servers: [{ url: config.APP_URL.replace(/\/+$/, "") }],
    tags: [...new Set(contracts.map((contract) => contract.tag))].map((name) => ({ name })),
    paths,
    components: buildComponents(),
  };
}
