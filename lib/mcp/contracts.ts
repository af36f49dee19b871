import { z } from "zod";
import { defineContract } from "../api/contract";

// The MCP server is one JSON-RPC endpoint; its tools are listed by tools/list, not in the document.
// It is served by lib/mcp/handle-mcp-request.ts (the MCP SDK's transport), not through withApi:
// the contract documents it and ties the route to the document.
export const mcpMessageContract = defineContract({
  method: "POST",
  path: "/api/v1/mcp",
  operationId: "mcp.message",
  summary: "MCP server (Streamable HTTP, stateless): JSON-RPC messages of the Model Context Protocol",
  description:
    "For AI agents: connect an MCP client to this URL with an API key (a dashboard session is no credential here; none is a 401 with WWW-Authenticate). Send `Accept: application/json, text/event-stream`. tools/list shows the tools the key's permissions allow; each tools/call counts against the key's rate limits, and a limit reached is a tool error with Retry-After on the answer. GET and DELETE answer 405 (no SSE stream, no sessions).",
  tag: "MCP",
  auth: "key-or-session",
  body: z.record(z.string(), z.unknown()).describe("a JSON-RPC 2.0 request, notification or batch"),
  response: z.record(z.string(), z.unknown()).describe("the JSON-RPC response"),
  status: 200,
});
