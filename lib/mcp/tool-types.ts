import type { z } from "zod";
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { AuthenticatedCaller } from "../auth/caller";
import type { Permission } from "../keys/permissions";
import type { ToolInput } from "./tool-input";

/** Content blocks besides the text: an image, or an SVG as an embedded resource. */
export type ExtraContent = CallToolResult["content"];

/** What a tool's run gives back: `data` is the structuredContent (it matches `output`). */
export interface ToolOutput {
  data: object;
  /** One human-readable line put before the JSON in the text content. */
  summary: string;
  extra?: ExtraContent;
}

/**
 * One MCP tool: a REST operation's permission, input schema, service call and answer schema, made
 * from its contract (lib/mcp/contract-tool.ts) or, for a tool with no REST twin, written out.
 */
// biome-ignore lint/suspicious/noExplicitAny: a list of tools holds each tool's own input type
export interface McpTool<T = any> {
  name: string;
  title: string;
  description: string;
  permission: Permission;
  input: ToolInput<T>;
  output: z.ZodType;
  annotations: ToolAnnotations;
  run(args: T, caller: AuthenticatedCaller): Promise<ToolOutput>;
}

export const defineTool = <T>(tool: McpTool<T>): McpTool<T> => tool;
