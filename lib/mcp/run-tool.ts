import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AuthenticatedCaller } from "../auth/caller";
import { ApiError, errorBody, toApiError } from "../api/errors";
import { enforceRateLimit } from "../ratelimit/enforce-rate-limit";
import type { McpTool } from "./tool-types";

/** What one HTTP request's tool calls leave for its answer: the rate-limit headers of the last call. */
export interface McpRequestState {
  caller: AuthenticatedCaller;
  rateHeaders: Record<string, string>;
}

/**
 * A service error as a tool result: isError, and as text the REST API's error body (same code,
 * message and field details), so an agent reads exactly what an HTTP client would.
 */
export function toolError(error: ApiError, extra: Record<string, unknown> = {}): CallToolResult {
  const body = { ...(errorBody(error, "flat") as Record<string, unknown>), ...extra };
  return { isError: true, content: [{ type: "text", text: JSON.stringify(body) }] };
}

/** Counts the call against the key's limits; a limit hit is a RATE_LIMITED (or daily) ApiError. */
export async function chargeRateLimit(state: McpRequestState): Promise<void> {
  const limited = await enforceRateLimit(state.caller);
  state.rateHeaders = limited.headers;
  if (limited.error) throw limited.error;
}

/**
 * One tools/call, in the REST wrapper's order: rate limit, permission, argument parsing, the
 * service call. Every failure is a tool result with isError, never a JSON-RPC error.
 */
export async function runTool(tool: McpTool, args: Record<string, unknown>, state: McpRequestState): Promise<CallToolResult> {
  const { caller } = state;
  try {
    await chargeRateLimit(state);
    if (!caller.permissions.includes(tool.permission)) {
      throw new ApiError("FORBIDDEN", `This API key lacks the '${tool.permission}' permission.`);
    }
    const output = await tool.run(tool.input.parse(args), caller);
    return {
      content: [{ type: "text", text: `${output.summary}\n${JSON.stringify(output.data)}` }, ...(output.extra ?? [])],
      structuredContent: output.data as Record<string, unknown>,
    };
  } catch (thrown) {
    const error = toApiError(thrown);
    const retryAfter = error.code === "RATE_LIMITED" || error.code === "DAILY_QUOTA_EXCEEDED" ? state.rateHeaders["Retry-After"] : undefined;
    return toolError(error, retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {});
  }
}
