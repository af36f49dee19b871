import { z } from "zod";
import { defineContract } from "../api/contract";

// The MCP server is one JSON-RPC endpoint; its tools are listed by tools/list, not in the document.
// It is served by lib/mcp/handle-mcp-request.ts (the MCP SDK's transport), not through withApi:
// the contract documents it and ties the route to the document.
const JsonRpcId = z.union([z.string(), z.number().int()]);
const JsonRpcRequest = z
  .object({
    jsonrpc: z.literal("2.0"),
    id: JsonRpcId.optional().describe("absent for a notification"),
    method: z.string().min(1).describe("e.g. initialize, tools/list, tools/call"),
    params: z.looseObject({}).optional(),
  })
  .meta({ id: "JsonRpcRequest", examples: [{ jsonrpc: "2.0", id: 1, method: "tools/list" }] });
const JsonRpcResponse = z
  .object({
    jsonrpc: z.literal("2.0"),
    id: JsonRpcId.nullable(),
    result: z.looseObject({}).optional().describe("present on success"),
    error: z.looseObject({ code: z.number().int(), message: z.string() }).optional().describe("present on failure"),
  })
  .meta({ id: "JsonRpcResponse", examples: [{ jsonrpc: "2.0", id: 1, result: { tools: [] } }] });

export const mcpMessageContract = defineContract({
  method: "POST",
  path: "/api/v1/mcp",
  operationId: "mcp.message",
  summary: "MCP server (Streamable HTTP, stateless): JSON-RPC messages of the Model Context Protocol",
  description:
    "For AI agents: connect an MCP client to this URL with an API key (a dashboard session is no credential here; none is a 401 with WWW-Authenticate). Send `Accept: application/json, text/event-stream`. tools/list shows the tools the key's permissions allow; each tools/call counts against the key's rate limits, and a limit reached is a tool error with Retry-After on the answer. GET and DELETE answer 405 (no SSE stream, no sessions).",
  tag: "MCP",
  auth: "key-or-session",
  workspaceRole: "VIEWER",
  body: z
    .union([JsonRpcRequest, z.array(JsonRpcRequest).min(1)])
    .describe("a JSON-RPC 2.0 request, notification or batch"),
  response: z
    .union([JsonRpcResponse, z.array(JsonRpcResponse)])
    .describe("the JSON-RPC response (an array for a batch)"),
  otherResponses: {
    202: { description: "Accepted: the message held only notifications or responses, so nothing answers; no body" },
    400: {
      description:
        "A message that is not valid JSON-RPC: a JSON-RPC error (parse error -32700, invalid request -32600)",
      schema: JsonRpcResponse,
    },
    406: {
      description:
        "Not Acceptable: the Accept header must list both application/json and text/event-stream (a JSON-RPC error)",
      schema: JsonRpcResponse,
    },
    415: {
      description: "Unsupported Media Type: the body must be sent as Content-Type: application/json (a JSON-RPC error)",
      schema: JsonRpcResponse,
    },
  },
  status: 200,
});
