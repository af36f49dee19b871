import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AuthenticatedCaller } from "../auth/caller";
import { ApiError, errorBody, toApiError } from "../api/errors";
import { enforceRateLimit, type RateLimitOutcome } from "../ratelimit/enforce-rate-limit";
import type { McpTool } from "./tool-types";

/** What one HTTP request's calls leave for its answer: the rate-limit headers it carries. */
export interface McpRequestState {
  caller: AuthenticatedCaller;
  rateHeaders: Record<string, string>;
}

const waitOf = (headers: Record<string, string>) => Number(headers["Retry-After"] ?? 0);

/**
 * Of the headers the answer holds so far and a further call's, those that describe the tighter
 * limit: a refused call's (the longest Retry-After), else the fewest remaining. The calls of a
 * JSON-RPC batch run concurrently and finish in any order, so "the last call's headers" could be
 * an admitted call's, and the answer then lacked the Retry-After of a call the limit refused.
 */
function tighterRateHeaders(held: Record<string, string>, next: Record<string, string>): Record<string, string> {
  if (!("X-RateLimit-Remaining" in held)) return next;
  if (waitOf(held) !== waitOf(next)) return waitOf(next) > waitOf(held) ? next : held;
  return Number(next["X-RateLimit-Remaining"]) <= Number(held["X-RateLimit-Remaining"]) ? next : held;
}

/**
 * A service error as a tool result: isError, and as text the REST API's error body (same code,
 * message and field details), so an agent reads exactly what an HTTP client would.
 */
export function toolError(error: ApiError, extra: Record<string, unknown> = {}): CallToolResult {
  const body = { ...(errorBody(error, "flat") as Record<string, unknown>), ...extra };
  return { isError: true, content: [{ type: "text", text: JSON.stringify(body) }] };
}

/** Counts the call against the key's limits; `error` is set (RATE_LIMITED or daily) when a limit refused it. */
export async function chargeRateLimit(state: McpRequestState): Promise<RateLimitOutcome> {
  const limited = await enforceRateLimit(state.caller);
  state.rateHeaders = tighterRateHeaders(state.rateHeaders, limited.headers);
  return limited;
}

/**
 * One tools/call, in the REST wrapper's order: rate limit, permission, argument parsing, the
 * service call. Every failure is a tool result with isError, never a JSON-RPC error.
 */
export async function runTool(
  tool: McpTool,
  args: Record<string, unknown>,
  state: McpRequestState,
): Promise<CallToolResult> {
  const { caller } = state;
  try {
    const limited = await chargeRateLimit(state);
    if (limited.error) return toolError(limited.error, { retryAfterSeconds: waitOf(limited.headers) });
    if (!caller.permissions.includes(tool.permission)) {
      throw new ApiError("FORBIDDEN", `This API key lacks the '${tool.permission}' permission.`);
    }
    const output = await tool.run(tool.input.parse(args), caller);
    return {
      content: [{ type: "text", text: `${output.summary}\n${JSON.stringify(output.data)}` }, ...(output.extra ?? [])],
      structuredContent: output.data as Record<string, unknown>,
    };
  } catch (thrown) {
    return toolError(toApiError(thrown));
  }
}
