import { withEnvelope } from "@/lib/api/envelope";
import { handleMcpRequest } from "@/lib/mcp/handle-mcp-request";

// POST /api/v1/mcp — the MCP server (Streamable HTTP, stateless; tools in lib/mcp). GET and
// DELETE are not exported, so Next answers them 405: the transport spec's answer for a server
// that opens no standalone SSE stream and keeps no sessions to end.
export const POST = withEnvelope(handleMcpRequest);
