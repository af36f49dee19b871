import type { z } from "zod";
import type { Env } from "../config/env";
import type { Permission } from "../keys/permissions";
import type { WorkspaceRole } from "../workspaces/workspace-roles";
import type { ErrorCode, ErrorShape } from "./errors";

export type AuthMode = "public" | "key-or-session" | "session";
export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** Text that may quote the running configuration (a cost, a size cap); read when the document is built. */
export type ConfigText = string | ((config: Env) => string);

/** Content types an image operation answers with (png, svg, webp or jpeg). */
export const IMAGE_CONTENT_TYPES = ["image/png", "image/svg+xml", "image/webp", "image/jpeg"] as const;
/** Content types of a drawn code: the images, or the print-ready PDF (format=pdf). */
export const RENDERED_CONTENT_TYPES = [...IMAGE_CONTENT_TYPES, "application/pdf"] as const;
/** Answers that are not one JSON body: images, print PDFs, ZIP archives, CSV exports and event streams. */
export type FileContentType =
  | (typeof IMAGE_CONTENT_TYPES)[number]
  | "application/pdf"
  | "application/zip"
  | "text/csv"
  | "text/event-stream";

/**
 * What withApi enforces for a route. B, Q and P are what the body, query and path-parameter schemas
 * produce. An /api/v1 endpoint passes its full Contract; the few routes outside /api/v1 (sign-up)
 * pass these options alone and stay out of the document.
 */
export interface ApiOptions<A extends AuthMode = AuthMode, B = unknown, Q = unknown, P = unknown> {
  auth: A;
  permission?: Permission;
  /** Restricts the operation to signed-in users with this install role (users endpoints); never keys. */
  role?: "ADMIN";
  /**
   * The weakest workspace role a signed-in member needs (lib/workspaces/workspace-roles.ts), or
   * null where the operation is the user's own rather than a workspace's (their profile). Keys
   * are held to `permission` alone, in their own workspace. Every authenticated contract says
   * which (tests/workspaces/role-table.test.ts).
   */
  workspaceRole?: WorkspaceRole | null;
  /** The users endpoints answer errors in the nested shape; everything else flat. */
  errorShape?: ErrorShape;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** The body may be left out altogether (clone): no body, or only whitespace, is parsed as `{}`. */
  optionalBody?: boolean;
  /**
   * Also takes a CSV file as the body itself (Content-Type: text/csv, up to IMPORT_MAX_BYTES), read as
   * `{ source: "csv", options: { csv }, dryRun }` with dryRun from the query; a JSON body carrying a
   * CSV may be as large (imports).
   */
  csvBody?: boolean;
  /** Status of a successful answer (201 for creations, 202 for a queued retry); 200 by default. */
  status?: number;
  /** Honours an Idempotency-Key header (POSTs that create or charge; lib/idempotency). */
  idempotent?: boolean;
  /** Answers besides the success and the error codes (a transport's own: MCP's 202 and JSON-RPC errors). */
  otherResponses?: Record<number, { description: string; schema?: z.ZodType }>;
  /** The file answer carries an ETag and a matching If-None-Match gets an empty 304. */
  conditional?: boolean;
  /**
   * Asked by a proxy on this machine (Caddy's on-demand TLS `ask`): anonymous callers from a
   * loopback address are not rate-limited, so strangers' handshakes cannot use up the proxy's asks.
   */
  loopbackUnlimited?: boolean;
  /** The answer's `Location` header, read from its body (a queued job's status URL). */
  location?: (body: never) => string | undefined;
}

/**
 * Everything about one /api/v1 endpoint, in one place: withApi enforces it, the OpenAPI document
 * (and through it the SDK's types) is built from it, and tests/openapi checks real answers
 * against it.
 */
export interface Contract<A extends AuthMode = AuthMode, B = unknown, Q = unknown, P = unknown, R = unknown>
  extends ApiOptions<A, B, Q, P> {
  method: HttpMethod;
  /** OpenAPI path, `{name}` for a path parameter; the route file lives at the same path under app/. */
  path: string;
  operationId: string;
  summary: string;
  description?: ConfigText;
  tag: string;
  /** A looser schema documented in place of `body` where the handler judges items one by one (batch). */
  documentedBody?: z.ZodType;
  /**
   * The JSON answer's schema, or the content types of a file answer (image, PDF, ZIP, CSV). R, the schema's input
   * type, is what withApi requires the handler to return, so a service drifting from the
   * documented answer is a compile error.
   */
  response: z.ZodType<unknown, R> | { file: readonly FileContentType[] };
  status: number;
  /**
   * Error codes the operation's own service can answer. Those the wrapper implies (authentication,
   * rate limits, validation, permission, not found for a path id, idempotency) are added by
   * `errorCodesOf`.
   */
  errors?: ErrorCode[];
  /** A `text/event-stream` answer's events: each event name's data schema (documented, and typed in the SDK). */
  events?: Record<string, z.ZodType>;
  /** Offers the operation to agents as an MCP tool as well. */
  mcp?: McpToolBlock<B, Q, P, R>;
}

/** What a handler may return for a JSON answer R: the same, with a Date wherever a string is sent (JSON.stringify writes it ISO). */
export type Serializable<R> = R extends string
  ? R | Date
  : R extends readonly (infer Item)[]
    ? Serializable<Item>[]
    : R extends object
      ? { [K in keyof R]: Serializable<R[K]> }
      : R;

/** MCP's hints about what a tool does (none of the tools reaches outside Codebeam unless openWorldHint says so). */
export interface McpToolHints {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/** A read: it changes nothing, and asking twice gives the same answer while nothing else changes. */
export const MCP_READ: McpToolHints = { readOnlyHint: true, openWorldHint: false, idempotentHint: true };

/**
 * The operation as a tool of the MCP server (POST /api/v1/mcp), built by lib/mcp/contract-tool.ts.
 * The rest comes from the contract: the tool's arguments are the path parameters beside the query
 * or body fields, parsed by the same schemas; its output schema is `response`; tools/list shows it
 * to keys holding `permission`; errors are the REST API's flat bodies.
 */
export interface McpToolBlock<B, Q, P, R> {
  name: string;
  title: string;
  description: string;
  annotations: McpToolHints;
  /** What tools/list says of a path parameter: an agent passes it as an argument and never sees the path. */
  params?: { [K in keyof P]?: string };
  /** The line put before the JSON answer in the tool's text content. */
  summary(result: Serializable<R>, input: { params: P; query: Q; body: B }, config: Env): string;
}

export const isContract = (options: ApiOptions): options is Contract => "operationId" in options;

/** Declares a contract; only here so TypeScript infers the schemas' types for withApi. */
export function defineContract<A extends AuthMode, B = undefined, Q = undefined, P = undefined, R = Response>(
  contract: Contract<A, B, Q, P, R>,
): Contract<A, B, Q, P, R> {
  return contract;
}

/** Every error code the operation can answer: the wrapper's, then the service's own. */
export function errorCodesOf(contract: Contract): ErrorCode[] {
  // A bad key is refused (and counted) even where none is needed; the database may be down anywhere.
  // A request head past 16 KB is refused before any route (431), whatever the operation.
  const codes = new Set<ErrorCode>([
    "UNAUTHORIZED",
    "RATE_LIMITED",
    "DAILY_QUOTA_EXCEEDED",
    "HEADERS_TOO_LARGE",
    "INTERNAL_ERROR",
    "SERVICE_UNAVAILABLE",
  ]);
  if (contract.params || contract.query || contract.body || contract.idempotent) codes.add("INVALID_REQUEST");
  if (contract.body) codes.add("PAYLOAD_TOO_LARGE");
  // A session caller's state-changing request from another site is refused too.
  if (
    contract.auth === "session" ||
    contract.permission ||
    contract.role ||
    (contract.workspaceRole && contract.workspaceRole !== "VIEWER") || // every member is at least a VIEWER
    (contract.auth !== "public" && contract.method !== "GET")
  ) {
    codes.add("FORBIDDEN");
  }
  if (contract.params) codes.add("NOT_FOUND");
  // X-Codebeam-Workspace: malformed (400), or a workspace the caller is not a member of (404).
  if (contract.workspaceRole) for (const code of ["INVALID_REQUEST", "NOT_FOUND"] as const) codes.add(code);
  if (contract.idempotent)
    for (const code of ["IDEMPOTENCY_KEY_IN_USE", "IDEMPOTENCY_KEY_REUSED"] as const) codes.add(code);
  for (const code of contract.errors ?? []) codes.add(code);
  return [...codes];
}

export const isFileResponse = (response: Contract["response"]): response is { file: readonly FileContentType[] } =>
  "file" in response && Array.isArray((response as { file?: unknown }).file);
