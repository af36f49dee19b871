import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import type { Contract } from "@/lib/api/contract";
import { type Permission, PERMISSIONS } from "@/lib/keys/permissions";
import { ANY_KEY_TOOL_PERMISSION } from "@/lib/mcp/contract-tool";
import { createMcpServer } from "@/lib/mcp/create-mcp-server";
import { ALL_CONTRACTS } from "@/lib/openapi/all-contracts";
import { type JsonSchema, toJsonSchema } from "@/lib/openapi/json-schema";

// Tools of the MCP server are made from the contracts that have an `mcp` block. The only ones written
// out by hand are those with no REST twin to be made from; lib/mcp/tools.ts says why for each.
const WITHOUT_CONTRACT = ["generate_qr_code"];

const WITH_TOOL = ALL_CONTRACTS.filter((contract) => contract.mcp);
const permissionOf = (contract: Contract) => contract.permission ?? ANY_KEY_TOOL_PERMISSION;

/** tools/list as an MCP client with a key holding these permissions sees it (no HTTP, no database). */
async function listTools(permissions: Permission[]): Promise<Tool[]> {
  const caller = {
    kind: "key",
    keyId: "key",
    ip: "127.0.0.1",
    accountId: "account",
    userId: "user",
    role: "USER",
    permissions,
  } as const;
  const server = createMcpServer({ caller, rateHeaders: {} });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "contract-tools-test", version: "1.0.0" });
  await client.connect(clientSide);
  try {
    return (await client.listTools()).tools;
  } finally {
    await client.close();
    await server.close();
  }
}

/**
 * The arguments a contract implies: its path parameters (with the block's words for them), then
 * its query or body fields, all required ones required; whether other arguments are allowed is
 * the query's or body's say, and without either there are none.
 */
function argumentsOfContract(contract: Contract): JsonSchema {
  const params = contract.params ? toJsonSchema(contract.params, "input") : {};
  const rest = contract.query ?? contract.body;
  const restJson = rest ? toJsonSchema(rest, "input") : { additionalProperties: false };
  const words = (contract.mcp?.params ?? {}) as Record<string, string>;
  const paramProperties = Object.entries((params.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, json]) => [name, words[name] ? { ...json, description: words[name] } : json],
  );
  const required = [...new Set([...((params.required as string[]) ?? []), ...((restJson.required as string[]) ?? [])])];
  return {
    ...restJson,
    type: "object",
    properties: { ...Object.fromEntries(paramProperties), ...((restJson.properties as JsonSchema) ?? {}) },
    ...(required.length ? { required } : {}),
  };
}

describe("MCP tools come from the contracts", () => {
  it("every contract with an mcp block is a tool: its name, words, arguments, output schema and permission", async () => {
    expect(WITH_TOOL.length).toBeGreaterThan(0);
    const tools = new Map((await listTools([...PERMISSIONS])).map((tool) => [tool.name, tool]));
    for (const contract of WITH_TOOL) {
      const block = contract.mcp!;
      const tool = tools.get(block.name);
      expect(tool, `${contract.operationId} has an mcp block but tools/list has no ${block.name}`).toBeDefined();
      expect(tool!.title).toBe(block.title);
      expect(tool!.description).toBe(`${block.description} Requires the '${permissionOf(contract)}' permission.`);
      expect(tool!.annotations).toEqual({ title: block.title, ...block.annotations });
      expect(tool!.inputSchema, block.name).toEqual(argumentsOfContract(contract));
      expect(tool!.outputSchema, block.name).toEqual({
        ...toJsonSchema(contract.response as never, "output"),
        type: "object",
      });
    }
    expect(new Set(WITH_TOOL.map((contract) => contract.mcp!.name)).size, "two contracts name the same tool").toBe(
      WITH_TOOL.length,
    );
  });

  it("tools/list holds no tool that does not come from a contract, but those with no REST twin", async () => {
    const fromContracts = new Set(WITH_TOOL.map((contract) => contract.mcp!.name));
    const names = (await listTools([...PERMISSIONS])).map((tool) => tool.name);
    expect(names.filter((name) => !fromContracts.has(name))).toEqual(WITHOUT_CONTRACT);
  });

  it("a key sees exactly the tools of the permissions it holds, each contract's by the contract's permission", async () => {
    const everything = await listTools([...PERMISSIONS]);
    const permissionShown = (tool: Tool) => tool.description?.match(/Requires the '([^']+)' permission\.$/)?.[1];
    for (const permissions of [["qrcode:generate"], ["qrcode:create"], [...PERMISSIONS]] as Permission[][]) {
      const listed = (await listTools(permissions)).map((tool) => tool.name);
      const expected = everything
        .filter((tool) => {
          const contract = WITH_TOOL.find((candidate) => candidate.mcp!.name === tool.name);
          return permissions.includes((contract ? permissionOf(contract) : permissionShown(tool)) as Permission);
        })
        .map((tool) => tool.name);
      expect(listed, permissions.join(",")).toEqual(expected);
      expect(listed.length).toBeGreaterThan(0);
    }
  });
});
