import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser } from "../helpers/fixtures";
import { type ApiServer, startApiServer } from "../sdk/api-server";
import { callOk, connectMcp, errorOf } from "./mcp-client";
import { startAiWorker } from "@/lib/ai/ai-worker";
import { referencePng } from "../ai/ai-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

process.env.LIMIT_KEY_PER_MINUTE = "1000000";
process.env.LIMIT_KEY_PER_DAY = "1000000";
process.env.AI_CODE_COST = "1"; // many AI codes on the starting credits
const database = useTestDatabase();

let api: ApiServer;
let generationId: string;
let referenceUpload: string;
let client: Client;
let savedId: string;
let doomedId: string;
let workspaceId: string;
let importId: string;
const CSV_IMPORT = { source: "csv", options: { csv: "url\nhttps://example.com/mcp\n" }, dryRun: true };
beforeAll(async () => {
  api = await startApiServer();
  const user = await makeUser({ label: "mcp-fuzz" });
  workspaceId = user.accountId;
  client = await connectMcp(api.origin, await makeKey(user));
  savedId = (await callOk(client, "create_qr_code", { content: "https://example.com/fuzz" })).id;
  doomedId = (await callOk(client, "create_qr_code", { content: "https://example.com/doomed" })).id;
  importId = (await callOk(client, "start_import", CSV_IMPORT)).importId;
  // A succeeded AI generation, so choose_ai_variant has something to succeed on.
  referenceUpload = `data:image/png;base64,${(await referencePng()).toString("base64")}`;
  // A generation can end FAILED on a loaded machine (no variant scanned in time); the fuzz needs one
  // that succeeded, so up to three are made, and the last one's answer is shown if none did.
  const worker = startAiWorker(database.current(), { pollMs: 20 });
  let settled: { status: string } = { status: "none made" };
  for (let attempt = 0; attempt < 3 && settled.status !== "SUCCEEDED"; attempt++) {
    generationId = (
      await callOk(client, "create_ai_qr_code", {
        content: "https://example.com/fuzz-ai",
        prompt: "p",
        image: referenceUpload,
      })
    ).generationId;
    do {
      await new Promise((r) => setTimeout(r, 25));
      settled = await callOk(client, "get_ai_generation", { generationId });
    } while (!["SUCCEEDED", "FAILED"].includes(settled.status));
  }
  await worker.stop();
  expect(settled.status, JSON.stringify(settled)).toBe("SUCCEEDED");
}, 120_000);
afterAll(async () => {
  await client?.close();
  await api?.close();
});

// Near-valid values by argument name (so some calls succeed), mixed with any JSON at all.
const NEAR_VALID: Record<string, () => fc.Arbitrary<unknown>> = {
  id: () => fc.constantFrom(savedId, "cabcdefghijklmnopqrstuvw", "nope", ""),
  content: () => fc.oneof(fc.constantFrom("https://example.com/a", "plain text", ""), fc.string({ maxLength: 80 })),
  targetUrl: () => fc.constantFrom("https://example.com/b", "ftp://x", "not a url"),
  size: () => fc.integer({ min: -10, max: 700 }),
  page: () => fc.integer({ min: 0, max: 3 }),
  keywords: () => fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }),
  startDate: () => fc.constantFrom("2026-01-01", "2026-02-30", "yesterday"),
  endDate: () => fc.constantFrom("2026-01-31", "2025-01-01", "2026-13-01"),
  styles: () =>
    fc.record(
      {
        dotShape: fc.constantFrom("dots", "rounded", "star"),
        foregroundColor: fc.constantFrom("#000", "#fff", "red", "#12345g"),
      },
      { requiredKeys: [] },
    ),
  logo: () => fc.constantFrom("not a url", "javascript:alert(1)"), // never a fetchable URL: no network in tests
  image: () => fc.constantFrom("not a url", "data:image/png;base64,AAAA", "data:text/html;base64,AAAA"), // never fetched either
  generationId: () => fc.constantFrom(generationId, "c00000000000000000000000a", "nope", ""),
  variant: () => fc.integer({ min: -1, max: 3 }),
};

function argumentsFor(schema: {
  properties?: Record<string, { enum?: unknown[] }>;
}): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => {
      const near = property.enum
        ? fc.constantFrom(...property.enum)
        : (NEAR_VALID[name]?.() ?? fc.string({ maxLength: 20 }));
      const anyJson =
        name === "logo" || name === "image"
          ? fc.oneof(fc.integer(), fc.boolean(), fc.constant(null))
          : fc.jsonValue({ maxDepth: 2 });
      return [name, fc.oneof({ weight: 3, arbitrary: near }, { weight: 1, arbitrary: anyJson })];
    }),
  );
  const extra = fc.option(
    fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !(key in fields)),
      fc.jsonValue({ maxDepth: 1 }),
      { maxKeys: 2 },
    ),
    { nil: undefined },
  );
  return fc.tuple(fc.record(fields, { requiredKeys: [] }), extra).map(([known, unknown]) => ({ ...known, ...unknown }));
}

describe("MCP tools under generated arguments", () => {
  it("every call is a result: never a JSON-RPC error or a 500; each bad input names its field", async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(23);
    // A known-valid call runs first for each tool, so "some calls succeed" is never left to chance.
    const valid: Record<string, Record<string, unknown>> = {
      generate_qr_code: { content: "https://example.com/fuzz" },
      get_qr_code: { id: savedId },
      check_print: { id: savedId, widthMm: 30 },
      get_qr_code_stats: { id: savedId },
      get_workspace_stats: {},
      list_qr_code_scans: { id: savedId },
      create_qr_code: { content: "text", mode: "STATIC" },
      update_qr_code: { id: savedId, name: "renamed" },
      clone_qr_code: { id: savedId, content: "https://example.com/clone" },
      delete_qr_code: { id: doomedId },
      restore_qr_code: { id: savedId },
      create_ai_qr_code: { content: "https://example.com/ai", prompt: "p", image: referenceUpload },
      get_ai_generation: { generationId },
      choose_ai_variant: { generationId, variant: 0 },
      list_workspace_members: { id: workspaceId },
      get_import: { id: importId },
      start_import: CSV_IMPORT,
    };
    // update and delete last: the saved code must outlive the tools that read or clone it.
    const last = (name: string) => ["update_qr_code", "delete_qr_code"].indexOf(name);
    for (const tool of [...tools].sort((a, b) => last(a.name) - last(b.name))) {
      let succeeded = 0;
      await fc.assert(
        fc.asyncProperty(argumentsFor(tool.inputSchema as never), async (args) => {
          // A JSON-RPC error (or output not matching the outputSchema) rejects here and fails the property.
          const result = await client.callTool({ name: tool.name, arguments: args });
          if (!result.isError) return void succeeded++;
          const error = errorOf(result as never);
          expect(error.code, JSON.stringify(error)).not.toMatch(/INTERNAL_ERROR|SERVICE_UNAVAILABLE/);
          if (error.code !== "INVALID_REQUEST") return;
          expect(error.details?.length, JSON.stringify(error)).toBeGreaterThan(0);
          for (const { field } of error.details) {
            expect(error.message).toContain(`${field}:`);
            // A field of the arguments (a nested one starts with one), or "arguments" as a whole.
            // A union's fields (start_import's, by source) are its branches'.
            const branches = [
              tool.inputSchema,
              ...((tool.inputSchema as { anyOf?: never[]; oneOf?: never[] }).anyOf ?? []),
              ...((tool.inputSchema as { oneOf?: never[] }).oneOf ?? []),
            ] as { properties?: object }[];
            const known = [
              ...Object.keys(args),
              ...branches.flatMap((branch) => Object.keys(branch.properties ?? {})),
              "arguments",
            ];
            const named = known.some(
              (name) => field === name || field.startsWith(`${name}.`) || field.startsWith(`${name}[`),
            );
            expect(named, `${tool.name}: ${field} names no argument of ${JSON.stringify(args)}`).toBe(true);
          }
        }),
        { numRuns: tool.name === "generate_qr_code" ? 60 : 40, examples: [[valid[tool.name] ?? {}]] },
      );
      expect(succeeded, `${tool.name}: no call succeeded`).toBeGreaterThan(0);
    }
  });
});
