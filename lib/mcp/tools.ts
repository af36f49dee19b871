import type { Permission } from "../keys/permissions";
import { chooseAiVariantTool, createAiQrCodeTool, getAiGenerationTool } from "./ai-tools";
import { generateQrCodeTool, listTemplatesTool } from "./generate-tools";
import { getCreditBalanceTool, getQrCodeStatsTool, getQrCodeTool, listQrCodeScansTool, listQrCodesTool } from "./read-tools";
import type { McpTool } from "./tool-types";
import { cloneQrCodeTool, createQrCodeTool, deleteQrCodeTool, updateQrCodeTool } from "./write-tools";

/** Every tool of the MCP server, in the order tools/list shows them. */
export const MCP_TOOLS: readonly McpTool[] = [
  generateQrCodeTool,
  listTemplatesTool,
  listQrCodesTool,
  getQrCodeTool,
  getQrCodeStatsTool,
  listQrCodeScansTool,
  getCreditBalanceTool,
  getAiGenerationTool,
  createQrCodeTool,
  updateQrCodeTool,
  deleteQrCodeTool,
  cloneQrCodeTool,
  createAiQrCodeTool,
  chooseAiVariantTool,
];

const BY_NAME = new Map(MCP_TOOLS.map((tool) => [tool.name, tool]));

export const findTool = (name: string): McpTool | undefined => BY_NAME.get(name);

/** The tools a key with these permissions may call (tools/list shows no others). */
export const toolsFor = (permissions: readonly Permission[]): McpTool[] => MCP_TOOLS.filter((tool) => permissions.includes(tool.permission));
