import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { toJsonSchema } from "../openapi/json-schema";
import { listQrCodeResources, QR_CODE_RESOURCE_TEMPLATE, readQrCodeResource } from "./qr-code-resources";
import { type McpRequestState, runTool } from "./run-tool";
import type { McpTool } from "./tool-types";
import { findTool, toolsFor } from "./tools";

export const MCP_SERVER_INFO = { name: "codebeam", title: "Codebeam QR codes", version: "1.0.0" };

const INSTRUCTIONS =
  "Codebeam makes styled QR codes. generate_qr_code draws a one-off image (nothing saved); create_qr_code saves a code " +
  "(DYNAMIC codes cost credits and track scans behind a short link whose target can change with update_qr_code). " +
  "Errors come back as tool results whose text is the REST API's error body: code, message and the fields at fault.";

// JSON Schemas are built once per tool, not on every tools/list.
const definitions = new Map<string, Tool>();
function definition(tool: McpTool): Tool {
  let found = definitions.get(tool.name);
  if (!found) {
    found = {
      name: tool.name,
      title: tool.title,
      description: `${tool.description} Requires the '${tool.permission}' permission.`,
      inputSchema: tool.input.jsonSchema as Tool["inputSchema"],
      outputSchema: { ...toJsonSchema(tool.output, "output"), type: "object" } as Tool["outputSchema"],
      annotations: { title: tool.title, ...tool.annotations },
    };
    definitions.set(tool.name, found);
  }
  return found;
}

/**
 * A low-level SDK Server for one HTTP request (stateless Streamable HTTP): the tool list depends on
 * the key, and tool calls run through runTool so that validation, permission and service errors
 * are the REST API's own (the high-level McpServer would answer them with messages of its own).
 */
export function createMcpServer(state: McpRequestState): Server {
  const readable = state.caller.permissions.includes("qrcode:generate");
  const server = new Server(MCP_SERVER_INFO, {
    capabilities: { tools: {}, ...(readable ? { resources: {} } : {}) },
    instructions: INSTRUCTIONS,
  });

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: toolsFor(state.caller.permissions).map(definition),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = findTool(request.params.name);
    // An unknown name is a protocol error (MCP spec); a known tool outside the key's permissions is a tool error.
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return runTool(tool, request.params.arguments ?? {}, state);
  });

  if (readable) {
    server.setRequestHandler(ListResourcesRequestSchema, (request) =>
      listQrCodeResources(state, request.params?.cursor),
    );
    server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
      resourceTemplates: [QR_CODE_RESOURCE_TEMPLATE],
    }));
    server.setRequestHandler(ReadResourceRequestSchema, (request) => readQrCodeResource(state, request.params.uri));
  }
  return server;
}
