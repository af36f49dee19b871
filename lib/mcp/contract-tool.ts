import { type Contract, isFileResponse, type Serializable } from "../api/contract";
import type { AuthenticatedCaller } from "../auth/caller";
import { getConfig } from "../config/env";
import type { Permission } from "../keys/permissions";
import { argumentsOf } from "./tool-input";
import type { McpTool } from "./tool-types";

/**
 * tools/list shows each tool to the keys holding one permission. An operation any key may call
 * (its contract names no permission: the credit balance) is shown to keys that may read.
 */
export const ANY_KEY_TOOL_PERMISSION: Permission = "qrcode:generate";

/** What the service call of a contract's tool gets: the caller and the input its route handler gets. */
export interface ToolCall<B, Q, P> {
  caller: AuthenticatedCaller;
  params: P;
  query: Q;
  body: B;
}

/**
 * The tool of a contract with an `mcp` block: its words and hints from the block; its arguments,
 * output schema and permission from the contract. `call` is the service call its route file under
 * app/api/v1 makes: a contract cannot hold it, since the OpenAPI document imports every contract
 * and must not load every service.
 */
export function toolFrom<B, Q, P, R>(
  contract: Contract<"key-or-session", B, Q, P, R>,
  call: (input: ToolCall<B, Q, P>) => Promise<Serializable<R>>,
): McpTool {
  const { mcp, response } = contract;
  // MCP callers hold API keys and read JSON: an admin-only or file-answering operation is no tool,
  // and a tool's arguments are one flat object, so they cannot be told apart between a query and a body.
  if (!mcp || contract.role || isFileResponse(response) || (contract.query && contract.body)) {
    throw new Error(
      `${contract.operationId} cannot be an MCP tool: it needs an mcp block, no role, a JSON response, and not both a query and a body`,
    );
  }
  return {
    name: mcp.name,
    title: mcp.title,
    description: mcp.description,
    permission: contract.permission ?? ANY_KEY_TOOL_PERMISSION,
    input: argumentsOf<P, Q | B>(
      contract.params,
      contract.query ?? contract.body,
      mcp.params as Record<string, string | undefined>,
    ),
    output: response,
    annotations: mcp.annotations,
    async run({ params, rest }, caller) {
      const input = {
        params,
        query: (contract.query ? rest : undefined) as Q,
        body: (contract.body ? rest : undefined) as B,
      };
      const data = await call({ caller, ...input });
      return { data: data as object, summary: mcp.summary(data, input, getConfig()) };
    },
  };
}
