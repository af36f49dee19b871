import type { Permission } from "../keys/permissions";
import { CONTRACT_TOOLS } from "./contract-tools";
import { generateQrCodeTool } from "./generate-tools";
import type { McpTool } from "./tool-types";

/**
 * Every tool of the MCP server, in the order tools/list shows them. All come from contracts
 * (lib/mcp/contract-tools.ts) but generate_qr_code, which has no REST twin: its route answers the
 * image file, while the tool answers facts about it as JSON and the image as an image or an
 * embedded resource (lib/mcp/generate-tools.ts).
 */
export const MCP_TOOLS: readonly McpTool[] = [generateQrCodeTool, ...CONTRACT_TOOLS];

const BY_NAME = new Map(MCP_TOOLS.map((tool) => [tool.name, tool]));

export const findTool = (name: string): McpTool | undefined => BY_NAME.get(name);

/** The tools a key with these permissions may call (tools/list shows no others). */
export const toolsFor = (permissions: readonly Permission[]): McpTool[] =>
  MCP_TOOLS.filter((tool) => permissions.includes(tool.permission));
