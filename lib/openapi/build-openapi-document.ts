import { type Contract, errorCodesOf, isFileResponse } from "../api/contract";
import type { ErrorCode } from "../api/errors";
import { STATUS_BY_CODE } from "../api/errors";
import { IF_NONE_MATCH_MAX_LENGTH } from "../api/if-none-match";
import { type Env, getConfig } from "../config/env";
import { ALL_CONTRACTS } from "./all-contracts";
import { buildComponents, ERROR_SCHEMAS, rateLimitHeaderRefs } from "./components";
import { errorExample } from "./error-examples";
import { exampleOf } from "./example-of";
import { applyCallerImageCaps } from "./image-size-caps";
import { type JsonSchema, SchemaComponents, toParameters } from "./json-schema";
import { WORKSPACE_ID, WORKSPACE_QUERY } from "../workspaces/choose-workspace";

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid request: malformed JSON, wrong types, unknown fields or out-of-range values; `details` names each field",
  401: "Missing, malformed, invalid or revoked API key",
  403: "Insufficient permission or role",
  404: "Not found (or owned by another account)",
  409: "Conflict with an existing resource (IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still running; LAST_OWNER: the change would leave a workspace without an OWNER; DOMAIN_TAKEN, DOMAIN_IN_USE, SLUG_TAKEN: branded domains)",
  413: "The JSON body is larger than the server's limit (MAX_BODY_BYTES, 256 KB by default); `details` names `body`",
  422: "IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different request",
  429: "Rate limit or daily quota exceeded",
  431: "The request line and headers exceed 16 KB (a very long query string): answered before any route runs, with a new X-Request-Id",
  500: "Unexpected server error (no details are shown)",
  503: "The database is unavailable right now; try again after Retry-After seconds",
};

const REQUEST_ID_HEADER_REF = { "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" } };
const ETAG_HEADER_REF = { ETag: { $ref: "#/components/headers/ETag" } };

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
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]{1,255}$" },
  example: "order-4711-create",
};

const IF_NONE_MATCH_PARAMETER = {
  name: "If-None-Match",
  in: "header",
  required: false,
  description: `ETags of copies the caller holds (comma-separated); when one is this image's ETag the answer is an empty 304. Longer than ${IF_NONE_MATCH_MAX_LENGTH} characters is a 400 naming the header.`,
  schema: { type: "string", maxLength: IF_NONE_MATCH_MAX_LENGTH },
  example: '"qr-6b1f0c9a2e"',
};

const WORKSPACE_PARAMETER = {
  name: "X-Codebeam-Workspace",
  in: "header",
  required: false,
  description:
    "For a signed-in caller, the id of the workspace to act in (GET /api/v1/workspaces lists them); without it, the user's default workspace. One the caller is not a member of is a 404. An API key acts in its own workspace: naming another is a 404.",
  schema: { type: "string", pattern: WORKSPACE_ID.source },
  example: "cm3workspace0000000000001",
};

// The same choice for URLs a browser loads by itself (images, downloads), which carry no header.
const WORKSPACE_QUERY_PARAMETER = {
  ...WORKSPACE_PARAMETER,
  name: WORKSPACE_QUERY,
  in: "query",
  description:
    "Names the workspace as X-Codebeam-Workspace does, for a URL loaded without headers (an image's src, a download link). Where both are sent, the header decides.",
};

/** The operation's error codes by the status they answer with, statuses in ascending order. */
function errorCodesByStatus(contract: Contract): [number, ErrorCode[]][] {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(contract))
    byStatus.set(STATUS_BY_CODE[code], [...(byStatus.get(STATUS_BY_CODE[code]) ?? []), code]);
  return [...byStatus.entries()].sort(([a], [b]) => a - b);
}

/** Builds the operations with their schemas named in `components`; examples are filled in after. */
class OperationBuilder {
  constructor(
    private readonly components: SchemaComponents,
    private readonly config: Env,
  ) {}

  private successResponse(contract: Contract): Record<string, unknown> {
    const headers = {
      ...rateLimitHeaderRefs(false),
      ...REQUEST_ID_HEADER_REF,
      ...(contract.conditional ? ETAG_HEADER_REF : {}),
    };
    const success: Record<string, unknown> = { description: "Success", headers };
    if (isFileResponse(contract.response)) {
      const binary = { type: "string", contentEncoding: "binary" };
      success.content = Object.fromEntries(
        contract.response.file.map((type) => [
          type,
          type === "text/event-stream" ? this.eventStream(contract) : { schema: binary },
        ]),
      );
    } else {
      success.content = { "application/json": { schema: this.components.add(contract.response, "output") } };
    }
    return success;
  }

  /** An event stream: text, with each event's data schema named beside it (x-codebeam-events). */
  private eventStream(contract: Contract): Record<string, unknown> {
    const events = Object.entries(contract.events ?? {}).map(([name, schema]) => [
      name,
      this.components.add(schema, "output"),
    ]);
    return {
      schema: { type: "string", description: "Server-Sent Events: `event:`, `data:` (JSON) and `id:` lines." },
      "x-codebeam-events": Object.fromEntries(events),
    };
  }

  private responses(contract: Contract): Record<string, unknown> {
    const shape = contract.errorShape ?? "flat";
    const errorRef = { $ref: `#/components/schemas/${ERROR_SCHEMAS[shape]}` };
    const responses: Record<string, unknown> = { [contract.status]: this.successResponse(contract) };
    if (contract.conditional) {
      responses[304] = {
        description: "Not modified: the If-None-Match header named this image's ETag; no body",
        headers: { ...rateLimitHeaderRefs(false), ...ETAG_HEADER_REF, ...REQUEST_ID_HEADER_REF },
      };
    }
    for (const [status, codes] of errorCodesByStatus(contract)) {
      const examples = Object.fromEntries(codes.map((code) => [code, { value: errorExample(code, shape) }]));
      responses[status] = {
        description: `${ERROR_DESCRIPTIONS[status] ?? "Error"}. Codes: ${codes.join(", ")}`,
        headers: { ...rateLimitHeaderRefs(status === 429 || status === 503), ...REQUEST_ID_HEADER_REF },
        content: { "application/json": { schema: errorRef, examples } },
        "x-codebeam-error-codes": codes,
      };
    }
    for (const [status, { description, schema }] of Object.entries(contract.otherResponses ?? {})) {
      const existing = responses[status] as Record<string, any> | undefined;
      const own = schema ? this.components.add(schema, "output") : undefined;
      const content = own
        ? {
            "application/json": {
              schema: existing ? { anyOf: [existing.content["application/json"].schema, own] } : own,
            },
          }
        : undefined;
      responses[status] = {
        ...existing,
        description: existing ? `${existing.description}; or ${description}` : description,
        headers: existing?.headers ?? { ...rateLimitHeaderRefs(false), ...REQUEST_ID_HEADER_REF },
        ...(content
          ? {
              content: {
                "application/json": { ...existing?.content["application/json"], ...content["application/json"] },
              },
            }
          : {}),
      };
    }
    return responses;
  }

  operation(contract: Contract): Record<string, unknown> {
    const description =
      typeof contract.description === "function" ? contract.description(this.config) : contract.description;
    const notes = [
      description,
      contract.permission && `Requires the \`${contract.permission}\` permission.`,
      contract.role && `Requires the ${contract.role} role.`,
      contract.workspaceRole && `Workspace members need the ${contract.workspaceRole} role or a stronger one.`,
    ].filter(Boolean);
    const parameters = [
      ...(contract.params ? toParameters(contract.params, "path") : []),
      ...(contract.query ? toParameters(contract.query, "query") : []),
      ...(contract.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
      ...(contract.conditional ? [IF_NONE_MATCH_PARAMETER] : []),
      ...(contract.workspaceRole ? [WORKSPACE_PARAMETER, WORKSPACE_QUERY_PARAMETER] : []),
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
      // The weakest role a signed-in member needs in the workspace (lib/workspaces/workspace-roles.ts).
      ...(contract.workspaceRole ? { "x-codebeam-workspace-role": contract.workspaceRole } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(body
        ? {
            requestBody: {
              required: true,
              content: {
                "application/json": { schema: this.components.add(body, "input") },
                // An import's CSV may also be the body itself (lib/api/with-api.ts reads it as options.csv).
                ...(contract.csvBody
                  ? {
                      "text/csv": {
                        schema: {
                          type: "string",
                          minLength: 1,
                          description: `at most ${this.config.IMPORT_MAX_BYTES} bytes`,
                        },
                        example:
                          "url,name,slug,domain,tags\nhttps://example.com/spring-menu,Spring menu,menu,go.brand.com,menu|print\n",
                      },
                    }
                  : {}),
              },
            },
          }
        : {}),
      responses: this.responses(contract),
    };
  }
}

type Json = Record<string, any>;

/** Puts an example on every JSON request body, success answer and parameter that has none. */
function addExamples(paths: Record<string, Json>, schemas: Record<string, JsonSchema>): void {
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item) as Json[]) {
      for (const parameter of operation.parameters ?? [])
        parameter.example ??= exampleOf(parameter.schema, schemas, "input");
      const body = operation.requestBody?.content?.["application/json"];
      if (body) body.example = exampleOf(body.schema, schemas, "input");
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        const json = response.content?.["application/json"];
        if (json && Number(status) < 300) json.example = exampleOf(json.schema, schemas, "output");
      }
    }
  }
}

/**
 * The OpenAPI 3.1 document of /api/v1, built from the endpoints' contracts (the zod schemas the
 * handlers validate with); figures that depend on configuration are read now. Schemas given an
 * id in zod are named components; every operation carries examples.
 */
export function buildOpenApiDocument(contracts: readonly Contract[] = ALL_CONTRACTS): Record<string, unknown> {
  const config = getConfig();
  const components = new SchemaComponents();
  const builder = new OperationBuilder(components, config);
  const operations: Record<string, Json> = {};
  for (const contract of contracts) {
    operations[contract.path] ??= {};
    operations[contract.path][contract.method.toLowerCase()] = builder.operation(contract);
  }
  const base = buildComponents(components);
  const { document: paths, schemas } = components.finish(operations);
  // Before the examples, so that an example size is drawn within the caps.
  applyCallerImageCaps([paths, schemas], config);
  addExamples(paths, schemas);
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Codebeam API",
      version: "1.0.0",
      description:
        "Styled QR codes, dynamic short links and scan statistics. Every answer carries X-RateLimit-* headers; " +
        "errors are `{error, code, message, details?, requestId}`, except /api/v1/users which answers `{error: {code, message, details, requestId}}`.",
    },
    servers: [{ url: config.APP_URL.replace(/\/+$/, "") }],
    tags: [...new Set(contracts.map((contract) => contract.tag))].map((name) => ({ name })),
    paths,
    components: { ...base, schemas },
  };
}
