import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, expect } from "vitest";
import type { Permission } from "@/lib/keys/permissions";
import { makeKey, makeUser, type TestUser } from "../helpers/fixtures";
import { type ApiServer, startApiServer } from "../sdk/api-server";

export const MCP_PATH = "/api/v1/mcp";

/** The official SDK client, connected over Streamable HTTP to the served route with this key. */
export async function connectMcp(origin: string, key: string): Promise<Client> {
  const client = new Client({ name: "codebeam-tests", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(MCP_PATH, origin), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}

export type ToolResult = CallToolResult;

export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolResult> {
  return (await client.callTool({ name, arguments: args })) as ToolResult;
}

/** A successful result's structuredContent (fails the test with the error text otherwise). */
export async function callOk<T = any>(client: Client, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const result = await callTool(client, name, args);
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as T;
}

/** A tool error's body: the REST error body carried as the text content. */
export async function callError(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const result = await callTool(client, name, args);
  expect(result.isError, `${name} should have failed`).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  return errorOf(result);
}

export function errorOf(result: ToolResult): Record<string, any> {
  const [first] = result.content;
  if (first?.type !== "text") throw new Error("a tool error carries text content");
  return JSON.parse(first.text);
}

/** A raw JSON-RPC POST, as a client without the SDK would send it (stateless: no initialize needed). */
export function rawPost(origin: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(MCP_PATH, origin), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-06-18",
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

export const GENERATE_TOOLS = [
  "generate_qr_code",
  "list_templates",
  "list_qr_codes",
  "get_qr_code",
  "check_print",
  "get_qr_code_stats",
  "get_workspace_stats",
  "list_qr_code_scans",
  "get_credit_balance",
  "get_ai_generation",
  "list_workspaces",
  "list_domains",
  "get_import",
];
export const CREATE_TOOLS = [
  "list_workspace_members",
  "list_audit_events",
  "create_qr_code",
  "update_qr_code",
  "delete_qr_code",
  "restore_qr_code",
  "clone_qr_code",
  "create_ai_qr_code",
  "choose_ai_variant",
  "start_import",
];

/**
 * The /api/v1 routes served over real HTTP for the file (tests/sdk/api-server.ts), and SDK clients
 * connected with new keys, closed at the end. Call after useTestDatabase().
 */
export function useMcpServer() {
  let api: ApiServer | undefined;
  const clients: Client[] = [];
  beforeAll(async () => {
    api = await startApiServer();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await api?.close();
  });
  const origin = () => api!.origin;
  return {
    origin,
    track: (client: Client) => void clients.push(client),
    async clientFor(permissions?: Permission[], user?: TestUser) {
      const owner = user ?? (await makeUser({ label: "mcp" }));
      const key = await makeKey(owner, permissions);
      const client = await connectMcp(origin(), key);
      clients.push(client);
      return { client, key, user: owner };
    },
    /** The REST answer to the same operation, for comparing errors (requestId left out: it differs). */
    async rest(key: string, method: string, path: string, body?: unknown) {
      const response = await fetch(new URL(path, origin()), {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await response.json()) as Record<string, unknown>;
      delete json.requestId;
      return { status: response.status, body: json };
    },
  };
}
