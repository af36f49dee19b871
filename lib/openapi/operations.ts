import { z } from "zod";
import { CreditBalanceSchema, LedgerPageSchema, LedgerQuery } from "../credits/credit-schemas";
import { ApiKeyIdParams, ApiKeyListSchema, ApiKeySchema, CreateApiKeyBody, CreatedApiKeySchema } from "../keys/key-schemas";
import type { Permission } from "../keys/permissions";
import { CODES_OPERATIONS } from "./codes-operations";
import { GENERATE_OPERATIONS } from "./generate-operations";
import { STATS_OPERATIONS } from "./stats-operations";
import { WEBHOOK_OPERATIONS } from "./webhook-operations";
import { CreateUserBody, ListUsersQuery, UserListSchema, UserSchema } from "../users/user-schemas";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** One documented operation; mirrors the options its route passes to withApi. */
export interface Operation {
  method: HttpMethod;
  /** OpenAPI path, `{name}` for a path parameter. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  auth: "public" | "key-or-session" | "session";
  permission?: Permission;
  role?: "ADMIN";
  /** The users endpoints answer errors in the nested shape; everything else flat. */
  errorShape?: "flat" | "nested";
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** The answer is an image (png, svg, webp or jpeg) rather than JSON. */
  imageResponse?: boolean;
  successStatus: number;
  /** Accepts an Idempotency-Key header (withApi's `idempotent`); adds 409 and 422. */
  idempotent?: boolean;
  /** Statuses the operation can answer beyond those the wrapper implies (e.g. 409). */
  extraErrors?: number[];
}

// Later issues add their operations here (or in a file of their own spread in below);
// tests/openapi checks this list against app/api/v1.
export const OPERATIONS: Operation[] = [
  ...GENERATE_OPERATIONS,
  ...CODES_OPERATIONS,
  ...STATS_OPERATIONS,
  ...WEBHOOK_OPERATIONS,
  {
    method: "get",
    path: "/api/v1/users",
    operationId: "users.list",
    summary: "List the users of the install",
    tag: "Users",
    auth: "key-or-session",
    role: "ADMIN",
    errorShape: "nested",
    query: ListUsersQuery,
    response: UserListSchema,
    successStatus: 200,
  },
  {
    method: "post",
    path: "/api/v1/users",
    operationId: "users.create",
    summary: "Create a user with an account of its own",
    tag: "Users",
    auth: "key-or-session",
    role: "ADMIN",
    errorShape: "nested",
    body: CreateUserBody,
    response: UserSchema,
    successStatus: 201,
    extraErrors: [409],
  },
  {
    method: "get",
    path: "/api/v1/credits/balance",
    operationId: "credits.balance",
    summary: "The caller's credit balance and monthly static-code quota",
    tag: "Credits",
    auth: "key-or-session",
    response: CreditBalanceSchema,
    successStatus: 200,
  },
  {
    method: "get",
    path: "/api/v1/credits/ledger",
    operationId: "credits.ledger",
    summary: "The caller's credit grants and charges, newest first",
    tag: "Credits",
    auth: "key-or-session",
    query: LedgerQuery,
    response: LedgerPageSchema,
    successStatus: 200,
  },
  {
    method: "get",
    path: "/api/v1/keys",
    operationId: "keys.list",
    summary: "The account's API keys, masked",
    description: "Dashboard session only.",
    tag: "API keys",
    auth: "session",
    response: ApiKeyListSchema,
    successStatus: 200,
  },
  {
    method: "post",
    path: "/api/v1/keys",
    operationId: "keys.create",
    summary: "Create an API key",
    description: "Dashboard session only. The clear key is in this answer and nowhere else.",
    tag: "API keys",
    auth: "session",
    body: CreateApiKeyBody,
    response: CreatedApiKeySchema,
    successStatus: 201,
  },
  {
    method: "delete",
    path: "/api/v1/keys/{id}",
    operationId: "keys.revoke",
    summary: "Revoke an API key",
    description: "Dashboard session only. A revoked key answers 401 from then on; revoking twice is harmless.",
    tag: "API keys",
    auth: "session",
    params: ApiKeyIdParams,
    response: ApiKeySchema,
    successStatus: 200,
  },
  // [mcp] The MCP server (issue 11): one JSON-RPC endpoint; its tools are listed by tools/list, not here.
  {
    method: "post",
    path: "/api/v1/mcp",
    operationId: "mcp.message",
    summary: "MCP server (Streamable HTTP, stateless): JSON-RPC messages of the Model Context Protocol",
    description:
      "For AI agents: connect an MCP client to this URL with an API key (a dashboard session is no credential here; none is a 401 with WWW-Authenticate). tools/list shows the tools the key's permissions allow; each tools/call counts against the key's rate limits. GET and DELETE answer 405 (no SSE stream, no sessions).",
    tag: "MCP",
    auth: "key-or-session",
    body: z.record(z.string(), z.unknown()).describe("a JSON-RPC 2.0 request, notification or batch"),
    response: z.record(z.string(), z.unknown()).describe("the JSON-RPC response"),
    successStatus: 200,
  },
  {
    method: "get",
    path: "/api/v1/openapi.json",
    operationId: "openapi.document",
    summary: "This OpenAPI 3.1 document",
    tag: "Meta",
    auth: "public",
    response: z.record(z.string(), z.unknown()),
    successStatus: 200,
  },
];
