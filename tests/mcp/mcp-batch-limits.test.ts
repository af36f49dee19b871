import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser } from "../helpers/fixtures";
import { restoreEnvAfterEach, setEnv, useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";
import { freezeClockInWindow, MINUTE_MS } from "../ratelimit/window";
import { rawPost, useMcpServer } from "./mcp-client";

// A JSON-RPC batch counts each call against the key's limit, and its calls run at once: whatever
// order they finish in, an answer holding a refused call carries Retry-After.
useTestDatabase();
useRedisRateLimitsWhenConfigured();
restoreEnvAfterEach();
const { origin } = useMcpServer();

type Answer = {
  id: number;
  result?: { isError?: boolean; content: { type: string; text: string }[] };
  error?: { data?: { code?: string } };
};

const toolCall = (id: number) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name: "get_credit_balance", arguments: {} },
});

/** The refusal code of each answer of the batch (undefined: admitted), in id order. */
function refusals(answers: Answer[]): (string | undefined)[] {
  return [...answers]
    .sort((a, b) => a.id - b.id)
    .map((answer) =>
      answer.result?.isError ? JSON.parse(answer.result.content[0].text).code : answer.error?.data?.code,
    );
}

async function batchPastTheLimit(batch: unknown[]) {
  setEnv({ LIMIT_KEY_PER_MINUTE: "2" });
  freezeClockInWindow(MINUTE_MS); // every call in one fixed window, however slow the machine
  const key = await makeKey(await makeUser({ label: "mcp-batch" }), ["qrcode:generate"]);
  const response = await rawPost(origin(), batch, { authorization: `Bearer ${key}` });
  expect(response.status).toBe(200);
  return { response, answers: (await response.json()) as Answer[] };
}

describe("MCP server: a batch past the key's limit", () => {
  it("answers the refused calls as RATE_LIMITED tool errors and carries Retry-After", async () => {
    const { response, answers } = await batchPastTheLimit([1, 2, 3, 4].map(toolCall));
    expect(refusals(answers).filter((code) => code === "RATE_LIMITED")).toHaveLength(2);
    expect(refusals(answers).filter((code) => code === undefined)).toHaveLength(2);
    for (const answer of answers.filter((one) => one.result?.isError)) {
      expect(JSON.parse(answer.result!.content[0].text).retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(response.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(response.headers.get("x-ratelimit-remaining")).toBe("0");
  });

  it("carries Retry-After when the refused call is a resource read among tool calls", async () => {
    const listResources = { jsonrpc: "2.0", id: 3, method: "resources/list" };
    const { response, answers } = await batchPastTheLimit([toolCall(1), toolCall(2), listResources]);
    expect(refusals(answers).filter((code) => code === "RATE_LIMITED")).toHaveLength(1);
    expect(response.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
  });
});
