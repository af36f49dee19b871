import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { ClientRequestSchema, ErrorCode, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { type Caller, resolveCaller } from "../api/caller";
import { clientIp } from "../api/client-ip";
import { ApiError, errorBody, toApiError } from "../api/errors";
import { mcpRebindingRefusal } from "../api/mcp-origin";
import { getConfig } from "../config/env";
import { enforceRateLimit } from "../ratelimit/enforce-rate-limit";
import { createMcpServer } from "./create-mcp-server";
import type { McpRequestState } from "./run-tool";

const REALM = 'Bearer realm="codebeam"';

function jsonError(error: ApiError, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(errorBody(error, "flat")), {
    status: error.status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...error.headers,
      ...headers,
    },
  });
}

/**
 * Who may talk to the MCP server: an API key only (agents hold keys; a dashboard cookie is no
 * credential here). A missing or bad key counts against its IP's limit, as on every /api/v1
 * route, so keys cannot be guessed at full speed, then is a 401 naming the scheme.
 */
async function authenticate(
  request: Request,
): Promise<{ caller: Extract<Caller, { kind: "key" }> } | { refusal: Response }> {
  let caller: Caller | undefined;
  let authError: ApiError | undefined;
  try {
    caller = await resolveCaller(request.headers);
  } catch (thrown) {
    if (!(thrown instanceof ApiError) || thrown.code !== "UNAUTHORIZED") throw thrown;
    authError = thrown;
  }
  if (caller?.kind === "key") return { caller };
  const limited = await enforceRateLimit({ kind: "anonymous", ip: clientIp(request.headers) });
  if (limited.error) return { refusal: jsonError(limited.error, limited.headers) };
  const error =
    authError ??
    new ApiError("UNAUTHORIZED", "Authentication required: send an API key as 'Authorization: Bearer <key>'.");
  const challenge = authError ? `${REALM}, error="invalid_token", error_description="${error.message}"` : REALM;
  return { refusal: jsonError(error, { ...limited.headers, "WWW-Authenticate": challenge }) };
}

// The SDK's schema of each request a client may send, by method, to tell invalid params apart.
const REQUEST_SCHEMAS = new Map(
  ClientRequestSchema.options.map((schema) => [schema.shape.method.value as string, schema]),
);

/** Why a request's params do not fit its method's schema ("arguments: …"), or undefined when they do or the method is not the SDK's. */
function invalidParams(message: JSONRPCMessage): string | undefined {
  if (!("method" in message) || !("id" in message)) return undefined;
  const result = REQUEST_SCHEMAS.get(message.method)?.safeParse(message);
  if (!result || result.success) return undefined;
  return result.error.issues
    .map((issue) => `${issue.path.filter((key) => key !== "params").join(".") || "params"}: ${issue.message}`)
    .join("; ");
}

/**
 * The SDK's Protocol parses a request's params when it dispatches it and answers a failed parse
 * as an internal error (-32603); JSON-RPC calls that Invalid params (-32602). The transport's
 * public hooks see both sides: requests whose params fail their schema are noted on the way in,
 * and an internal error answered to one of them goes out as -32602 naming the field.
 */
function answerInvalidParamsAsSuch(transport: WebStandardStreamableHTTPServerTransport): void {
  const invalid = new Map<string | number, string>();
  const receive = transport.onmessage;
  transport.onmessage = (message, extra) => {
    const problem = invalidParams(message);
    if (problem !== undefined && "id" in message && message.id !== undefined) invalid.set(message.id, problem);
    receive?.(message, extra);
  };
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if (
      "error" in message &&
      message.error.code === ErrorCode.InternalError &&
      invalid.has(message.id as string | number)
    ) {
      const error = {
        code: ErrorCode.InvalidParams,
        message: `Invalid params: ${invalid.get(message.id as string | number)}`,
      };
      return send({ ...message, error }, options);
    }
    return send(message, options);
  };
}

/**
 * POST /api/v1/mcp: one Streamable HTTP exchange in stateless mode. Each request gets its own
 * SDK server and transport (nothing is kept between requests, so any instance can answer), and
 * JSON answers rather than an SSE stream: no tool sends progress, and the answer can then carry
 * the rate-limit headers of the tool calls it ran.
 */
export async function handleMcpRequest(request: Request): Promise<Response> {
  try {
    // Before the key is read: a DNS-rebound page is told nothing, and counts against no limit.
    const refusal = mcpRebindingRefusal(request);
    if (refusal) return jsonError(new ApiError("FORBIDDEN", refusal));
    const authenticated = await authenticate(request);
    if ("refusal" in authenticated) return authenticated.refusal;

    const state: McpRequestState = { caller: authenticated.caller, rateHeaders: {} };
    const server = createMcpServer(state);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: getConfig().MAX_BODY_BYTES,
    });
    await server.connect(transport);
    answerInvalidParamsAsSuch(transport);
    try {
      const response = await transport.handleRequest(request);
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(state.rateHeaders)) headers.set(name, value);
      headers.set("Cache-Control", "no-store");
      return new Response(response.body, { status: response.status, headers });
    } finally {
      await server.close();
    }
  } catch (thrown) {
    return jsonError(toApiError(thrown));
  }
}
