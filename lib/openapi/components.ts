import { z } from "zod";
import { EXAMPLES } from "../validation/examples";
import { type ErrorCode, STATUS_BY_CODE } from "../api/errors";
import type { SchemaComponents } from "./json-schema";

const FieldIssueSchema = z.object({
  field: z.string().meta({ examples: ["content"] }),
  message: z.string().meta({ examples: ["is required"] }),
});
const message = z.string().meta({ examples: ["content: is required"] });
const requestId = z.string().meta({ examples: [EXAMPLES.requestId] });
const ERROR_CODES = Object.keys(STATUS_BY_CODE) as [ErrorCode, ...ErrorCode[]];

/** The flat error body of /api/v1 (lib/api/errors.ts). */
const FlatErrorSchema = z
  .object({
    error: z
      .string()
      .meta({ examples: ["Bad Request"] })
      .describe("The short class of the status, e.g. 'Bad Request', 'Unauthorized'"),
    code: z.enum(ERROR_CODES),
    message,
    details: z.array(FieldIssueSchema).optional().describe("One entry per offending field (400)"),
    requestId: requestId.optional().describe("The X-Request-Id of this answer, to quote when reporting a problem"),
  })
  .meta({ id: "Error" });

/** The nested error body of /api/v1/users (the spec's generic reference endpoints). */
const NestedErrorSchema = z
  .object({
    error: z.object({
      code: z.string().describe("invalid_request, unauthorized, forbidden, conflict, rate_limited, …"),
      message,
      details: z.array(FieldIssueSchema),
      requestId: requestId.optional().describe("The X-Request-Id of this answer"),
    }),
  })
  .meta({ id: "UsersError" });

/** The component name of each error body shape. */
export const ERROR_SCHEMAS = { flat: "Error", nested: "UsersError" } as const;

const RATE_LIMIT_HEADERS = {
  "X-RateLimit-Limit": "Requests allowed in the current window (the tighter of the minute and daily limits)",
  "X-RateLimit-Remaining": "Requests left in the current window",
  "X-RateLimit-Reset": "When the current window ends, in Unix seconds",
};

/** Header references every answer carries; a 429 adds Retry-After. */
export function rateLimitHeaderRefs(withRetryAfter: boolean): Record<string, unknown> {
  const names = [...Object.keys(RATE_LIMIT_HEADERS), ...(withRetryAfter ? ["Retry-After"] : [])];
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

/** Security schemes and headers; the error bodies are added to `schemas` (named by their zod ids). */
export function buildComponents(schemas: SchemaComponents): Record<string, unknown> {
  schemas.add(FlatErrorSchema, "output");
  schemas.add(NestedErrorSchema, "output");
  const integerHeader = (description: string) => ({ description, schema: { type: "integer" } });
  return {
    securitySchemes: {
      bearerAuth: { type: "http", scheme: "bearer", description: "An API key: `Authorization: Bearer cb_sk_…`" },
      apiKeyHeader: {
        type: "apiKey",
        in: "header",
        name: "cb-api-key",
        description: "Legacy form of the API key header",
      },
      sessionCookie: {
        type: "apiKey",
        in: "cookie",
        name: "next-auth.session-token",
        description: "A signed-in dashboard session",
      },
    },
    headers: {
      ...Object.fromEntries(Object.entries(RATE_LIMIT_HEADERS).map(([name, text]) => [name, integerHeader(text)])),
      "Retry-After": integerHeader("Seconds to wait before trying again"),
      ETag: {
        description: "The image's validator: send it back in If-None-Match to get a 304 while it is unchanged",
        schema: { type: "string" },
      },
      "X-Request-Id": {
        description: "This request's id: the caller's X-Request-Id when well-formed, otherwise a new one",
        schema: { type: "string" },
      },
    },
  };
}
