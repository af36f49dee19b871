import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { describe, expect, it } from "vitest";
import { KEY_PLACEHOLDER, mcpServerUrl, mcpSnippets } from "@/components/api/mcp-config-snippets";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser } from "../helpers/fixtures";
import { restoreEnvAfterEach, setEnv, useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";
import { freezeClockInWindow, MINUTE_MS } from "../ratelimit/window";
import { callError, callOk, connectMcp, CREATE_TOOLS, GENERATE_TOOLS, rawPost, useMcpServer } from "./mcp-client";

process.env.LIMIT_KEY_PER_MINUTE = "1000000";
process.env.LIMIT_KEY_PER_DAY = "1000000";
useTestDatabase();
useRedisRateLimitsWhenConfigured();
restoreEnvAfterEach();
const { clientFor, origin, track } = useMcpServer();

describe("MCP server: authentication and limits", () => {
  const listTools = { jsonrpc: "2.0", id: 1, method: "tools/list" };

  it("no key is a 401 with a Bearer challenge; a bad key is a 401 naming the invalid token", async () => {
    const missing = await rawPost(origin(), listTools);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer realm="codebeam"$/);
    expect(missing.headers.get("x-request-id")).toBeTruthy();
    expect(await missing.json()).toMatchObject({ code: "UNAUTHORIZED" });

    const bad = await rawPost(origin(), listTools, { authorization: "Bearer cb_sk_not_a_real_key_000000000000" });
    expect(bad.status).toBe(401);
    expect(bad.headers.get("www-authenticate")).toMatch(/^Bearer realm="codebeam", error="invalid_token"/);
    await expect(connectMcp(origin(), "cb_sk_nope")).rejects.toThrow();
  });

  it("the cb-api-key header works as well, without an initialize (stateless)", async () => {
    const key = await makeKey(await makeUser(), ["qrcode:create"]);
    const response = await rawPost(origin(), listTools, { "cb-api-key": key });
    expect(response.status).toBe(200);
    expect(response.headers.get("mcp-session-id")).toBeNull();
    const body = (await response.json()) as { result: { tools: { name: string }[] } };
    expect(body.result.tools.map((tool) => tool.name)).toEqual(CREATE_TOOLS);
  });

  it("each tool call counts against the key's per-minute limit: past it, a RATE_LIMITED tool error and Retry-After", async () => {
    setEnv({ LIMIT_KEY_PER_MINUTE: "3" });
    const { client, key } = await clientFor(["qrcode:generate"]);
    freezeClockInWindow(MINUTE_MS); // every call in one fixed window, however slow the machine
    for (let call = 0; call < 3; call++) await callOk(client, "get_credit_balance");
    const limited = await callError(client, "get_credit_balance");
    expect(limited).toMatchObject({
      error: "Too Many Requests",
      code: "RATE_LIMITED",
      message: "Rate limit exceeded: 3 requests per minute for this API key.",
    });
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    // Listing tools is no tool call; the HTTP answer of a limited call carries Retry-After.
    expect((await client.listTools()).tools).toHaveLength(GENERATE_TOOLS.length);
    const raw = await rawPost(
      origin(),
      { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "list_templates", arguments: {} } },
      { authorization: `Bearer ${key}` },
    );
    expect(raw.status).toBe(200);
    expect(raw.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(raw.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(((await raw.json()) as { result: { isError: boolean } }).result.isError).toBe(true);
  });

  it("the account's daily cap applies to tool calls too", async () => {
    const { client, user } = await clientFor(["qrcode:generate"]);
    const { client: secondKey } = await clientFor(["qrcode:generate"], user);
    setEnv({ LIMIT_KEY_PER_DAY: "2" });
    await callOk(client, "list_templates");
    await callOk(secondKey, "list_templates");
    expect(await callError(client, "list_templates")).toMatchObject({
      code: "DAILY_QUOTA_EXCEEDED",
      retryAfterSeconds: expect.any(Number),
    });
  });

  it("requests without a valid key count against the IP's limit: past it, 429 with Retry-After", async () => {
    setEnv({ LIMIT_ANON_PER_MINUTE: "3" });
    freezeClockInWindow(MINUTE_MS);
    let answer: Response | undefined;
    for (let attempt = 0; attempt < 6; attempt++) {
      answer = await rawPost(origin(), listTools, { authorization: "Bearer cb_sk_guessing_0000000000000000000000" });
      if (answer.status !== 401) break;
    }
    expect(answer!.status).toBe(429);
    expect(answer!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await answer!.json()).toMatchObject({ code: "RATE_LIMITED" });
  });
});

describe("MCP server: the dashboard's setup snippets", () => {
  it("name the server URL and a key placeholder; the Cursor config, with a real key, connects", async () => {
    const url = mcpServerUrl(`${origin()}/`);
    expect(url).toBe(`${origin()}/api/v1/mcp`);
    const snippets = mcpSnippets(url);
    expect(snippets.map((snippet) => snippet.client)).toEqual(["Claude Code", "Claude Desktop", "Cursor", "VS Code"]);
    for (const snippet of snippets) {
      expect(snippet.code, snippet.client).toContain(url);
      if (snippet.code.startsWith("{")) JSON.parse(snippet.code);
    }
    const cursor = JSON.parse(snippets.find((snippet) => snippet.id === "cursor")!.code).mcpServers.codebeam;
    const key = await makeKey(await makeUser(), ["qrcode:generate"]);
    const headers = { Authorization: cursor.headers.Authorization.replace(KEY_PLACEHOLDER, key) };
    const client = new Client({ name: "cursor-like", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(cursor.url), { requestInit: { headers } }));
    track(client);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(GENERATE_TOOLS);
  });
});
