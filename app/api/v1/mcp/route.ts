import { withEnvelope } from "@/lib/api/envelope";
import { handleMcpRequest } from "@/lib/mcp/handle-mcp-request";
import { mcpMessageContract } from "@/lib/mcp/contracts";

// POST /api/v1/mcp — the MCP server (Streamable HTTP, stateless; tools in lib/mcp). GET and
// DELETE are not exported, so Next answers them 405: the transport spec's answer for a server
// that opens no standalone SSE stream and keeps no sessions to end. The MCP SDK's transport parses
// the JSON-RPC itself, so the handler is not built by withApi; the contract documents it.
export const POST = Object.assign(withEnvelope(handleMcpRequest), { contract: mcpMessageContract });
