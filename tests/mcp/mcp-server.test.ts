import { describe, expect, it } from "vitest";
import { chargeCredits } from "@/lib/credits/charge-credits";
import { db } from "@/lib/db/client";
import type { Permission } from "@/lib/keys/permissions";
import { useTestDatabase } from "../helpers/database";
import { decodeImage } from "../render/decode-image";
import { callError, callOk, callTool, CREATE_TOOLS, GENERATE_TOOLS, useMcpServer } from "./mcp-client";

process.env.LIMIT_KEY_PER_MINUTE = "1000000";
process.env.LIMIT_KEY_PER_DAY = "1000000";
useTestDatabase();
const { clientFor, rest } = useMcpServer();

const UNKNOWN_ID = "cabcdefghijklmnopqrstuvw";

describe("MCP server: tools per key", () => {
  it("lists exactly the tools each permission set may call, with schemas and honest annotations", async () => {
    const names = async (permissions: Permission[]) =>
      (await (await clientFor(permissions)).client.listTools()).tools.map((tool) => tool.name);
    expect(await names(["qrcode:generate", "qrcode:create"])).toEqual([...GENERATE_TOOLS, ...CREATE_TOOLS]);
    expect(await names(["qrcode:generate"])).toEqual(GENERATE_TOOLS);
    expect(await names(["qrcode:create"])).toEqual(CREATE_TOOLS);

    const { client } = await clientFor();
    const tools = new Map((await client.listTools()).tools.map((tool) => [tool.name, tool]));
    for (const tool of tools.values()) {
      expect(tool.inputSchema.type, tool.name).toBe("object");
      expect(tool.outputSchema?.type, tool.name).toBe("object");
      expect(tool.description, tool.name).toMatch(/Requires the 'qrcode:(generate|create)' permission/);
    }
    expect(tools.get("generate_qr_code")!.inputSchema.properties).toHaveProperty("content");
    expect(tools.get("update_qr_code")!.inputSchema.required).toContain("id");
    for (const name of GENERATE_TOOLS)
      expect(tools.get(name)!.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true });
    expect(tools.get("delete_qr_code")!.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
    });
    expect(tools.get("restore_qr_code")!.annotations).toMatchObject({ destructiveHint: false, idempotentHint: true });
    expect(tools.get("create_qr_code")!.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
    });
    expect(tools.get("clone_qr_code")!.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: false });
  });

  it("a call outside the key's permissions is a tool error naming the missing permission", async () => {
    const { client: generateOnly } = await clientFor(["qrcode:generate"]);
    expect(await callError(generateOnly, "create_qr_code", { content: "https://example.com" })).toMatchObject({
      code: "FORBIDDEN",
      message: "This API key lacks the 'qrcode:create' permission.",
    });
    const { client: createOnly } = await clientFor(["qrcode:create"]);
    for (const name of ["list_qr_codes", "generate_qr_code", "get_credit_balance"]) {
      expect((await callError(createOnly, name, { content: "x" })).message).toContain("'qrcode:generate'");
    }
  });
});

describe("MCP server: every tool against the services", () => {
  it("creates, reads, updates, clones and deletes a code, with stats, scans and the balance", async () => {
    const { client, key } = await clientFor();
    const before = await callOk(client, "get_credit_balance");
    expect(before).toMatchObject({
      balance: expect.any(Number),
      dynamicCodeCost: 10,
      staticQuota: { limit: expect.any(Number) },
    });

    const created = await callOk(client, "create_qr_code", {
      content: "https://example.com/menu",
      name: "Menu",
      keywords: ["coffee"],
    });
    expect(created).toMatchObject({
      id: expect.any(String),
      shortLink: expect.stringContaining("/s/"),
      templateUsed: expect.any(String),
    });
    expect((await callOk(client, "get_credit_balance")).balance).toBe(before.balance - 10);

    const got = await callOk(client, "get_qr_code", { id: created.id });
    expect(got).toEqual((await rest(key, "GET", `/api/v1/qrcodes/${created.id}`)).body);
    expect(got).toMatchObject({
      id: created.id,
      name: "Menu",
      mode: "DYNAMIC",
      status: "READY",
      targetUrl: "https://example.com/menu",
    });

    const listed = await callOk(client, "list_qr_codes", { size: 5, keyword: "menu" });
    expect(listed).toMatchObject({
      data: [{ id: created.id }],
      pagination: { page: 1, size: 5, total: 1, totalPages: 1 },
    });
    // q searches the destination too, and is capped like the REST parameter.
    const searched = await callOk(client, "list_qr_codes", { q: "example.com/me" });
    expect(searched.data.map((code: { id: string }) => code.id)).toEqual([created.id]);
    expect((await callOk(client, "list_qr_codes", { q: "example.com/elsewhere" })).pagination.total).toBe(0);
    expect(await callError(client, "list_qr_codes", { q: "x".repeat(201) })).toMatchObject({
      details: [{ field: "q" }],
    });

    const stats = await callOk(client, "get_qr_code_stats", {
      id: created.id,
      startDate: "2026-01-01",
      endDate: "2026-01-31",
    });
    expect(stats).toMatchObject({ totalScans: 0, uniqueUsers: 0 });
    expect(stats.dailyScans).toHaveLength(31);
    expect(await callOk(client, "list_qr_code_scans", { id: created.id, size: 5 })).toMatchObject({
      data: [],
      pagination: { page: 1, size: 5, total: 0 },
    });

    const updated = await callOk(client, "update_qr_code", {
      id: created.id,
      targetUrl: "https://example.com/new-menu",
      name: "Menu v2",
    });
    expect(updated).toMatchObject({
      id: created.id,
      targetUrl: "https://example.com/new-menu",
      name: "Menu v2",
      status: "READY",
    });

    const cloned = await callOk(client, "clone_qr_code", { id: created.id, name: "Copy" });
    expect(cloned).toMatchObject({ clonedFrom: created.id, name: "Copy", shortLink: expect.any(String) });

    const templates = await callOk(client, "list_templates");
    expect(templates.totalTemplates).toBeGreaterThan(10);
    expect(templates.categories[0].templates[0]).toMatchObject({ id: expect.any(String), tags: expect.any(Array) });

    expect(await callOk(client, "delete_qr_code", { id: created.id })).toEqual({ id: created.id, deleted: true });
    expect(await callError(client, "get_qr_code", { id: created.id })).toMatchObject({ code: "NOT_FOUND" });
    expect((await rest(key, "GET", `/api/v1/qrcodes/${cloned.id}`)).status).toBe(200);
  });

  it("generate_qr_code returns a PNG that decodes to the content, and the template used", async () => {
    const { client } = await clientFor(["qrcode:generate"]);
    const content = "https://example.com/mcp?x=1";
    const result = await callTool(client, "generate_qr_code", {
      content,
      keywords: ["coffee"],
      size: 300,
      styles: { dotShape: "dots" },
    });
    expect(result.isError).toBeFalsy();
    const image = result.content.find((block) => block.type === "image");
    if (image?.type !== "image") throw new Error("no image content");
    expect(image.mimeType).toBe("image/png");
    expect((await decodeImage(Buffer.from(image.data, "base64"))).text).toBe(content);
    expect(result.structuredContent).toMatchObject({
      content,
      format: "png",
      mimeType: "image/png",
      width: 300,
      templateUsed: expect.any(String),
      matchedKeywords: ["coffee"],
    });
    const text = result.content.find((block) => block.type === "text");
    expect(text?.type === "text" && text.text).toContain(String(result.structuredContent!.templateUsed));
  });

  it("generate_qr_code as SVG is an embedded image/svg+xml resource that decodes too", async () => {
    const { client } = await clientFor(["qrcode:generate"]);
    const result = await callTool(client, "generate_qr_code", {
      content: "plain text here",
      format: "svg",
      templateId: "default",
    });
    const embedded = result.content.find((block) => block.type === "resource");
    if (embedded?.type !== "resource" || !("text" in embedded.resource)) throw new Error("no SVG resource");
    expect(embedded.resource.mimeType).toBe("image/svg+xml");
    expect(embedded.resource.text).toMatch(/^<svg|^<\?xml/);
    expect((await decodeImage(Buffer.from(embedded.resource.text))).text).toBe("plain text here");
    expect(result.structuredContent).toMatchObject({ format: "svg", templateUsed: "default" });
  });

  it("exposes saved codes as resources codebeam://qrcodes/{id} with the record and its image", async () => {
    const { client } = await clientFor();
    const created = await callOk(client, "create_qr_code", { content: "https://example.com/res", name: "Res" });
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual(["codebeam://qrcodes/{id}"]);
    const { resources } = await client.listResources();
    expect(resources).toEqual([expect.objectContaining({ uri: `codebeam://qrcodes/${created.id}`, name: "Res" })]);
    const read = await client.readResource({ uri: `codebeam://qrcodes/${created.id}` });
    const [record, image] = read.contents;
    expect("text" in record && JSON.parse(record.text)).toMatchObject({ id: created.id, name: "Res" });
    expect(image.mimeType).toBe("image/png");
    expect("blob" in image && (await decodeImage(Buffer.from(image.blob, "base64"))).text).toBe(created.shortLink);
    await expect(client.readResource({ uri: `codebeam://qrcodes/${UNKNOWN_ID}` })).rejects.toThrow(/not found/i);
  });
});

describe("MCP server: errors are the REST API's", () => {
  it("validation errors carry the same code, message and field details as REST", async () => {
    const { client, key } = await clientFor();
    const bodies = [
      { content: "not a url" },
      { content: "", size: 5 },
      { content: "https://example.com", mode: "AI" },
      { content: "https://example.com", unknownField: 1 },
      { content: "https://example.com", styles: { foregroundColor: "#zzzzzz" } },
    ];
    for (const body of bodies) {
      const viaRest = await rest(key, "POST", "/api/v1/qrcodes", body);
      expect(viaRest.status).toBe(400);
      expect(await callError(client, "create_qr_code", body)).toEqual(viaRest.body);
    }
    const stats = await callError(client, "get_qr_code_stats", { id: "nope", startDate: "2026-02-30" });
    expect(stats.code).toBe("INVALID_REQUEST");
    expect(stats.details.map((detail: { field: string }) => detail.field).sort()).toEqual(["id", "startDate"]);
  });

  it("another account's code is not found, as over REST", async () => {
    const { client: owner } = await clientFor();
    const created = await callOk(owner, "create_qr_code", { content: "https://example.com/mine" });
    const { client: stranger, key } = await clientFor();
    const viaRest = await rest(key, "GET", `/api/v1/qrcodes/${created.id}`);
    expect(viaRest.status).toBe(404);
    for (const [name, args] of [
      ["get_qr_code", {}],
      ["get_qr_code_stats", {}],
      ["check_print", {}],
      ["list_qr_code_scans", {}],
      ["update_qr_code", { name: "stolen" }],
      ["clone_qr_code", {}],
      ["delete_qr_code", {}],
    ] as const) {
      expect(await callError(stranger, name, { id: created.id, ...args }), name).toEqual(viaRest.body);
    }
    expect((await callOk(stranger, "list_qr_codes")).pagination.total).toBe(0);
    expect((await callOk(stranger, "list_qr_codes", { q: "menu" })).pagination.total).toBe(0);
    await expect(stranger.readResource({ uri: `codebeam://qrcodes/${created.id}` })).rejects.toThrow(/not found/i);
    expect(await callOk(owner, "get_qr_code", { id: created.id })).toMatchObject({ status: "READY", name: null });
  });

  it("an exhausted balance is CREDIT_EXHAUSTED with REST's message", async () => {
    const { client, user } = await clientFor();
    const { balance } = await callOk(client, "get_credit_balance");
    await (await db()).$transaction((tx) =>
      chargeCredits(tx, { accountId: user.accountId, amount: balance - 5, reason: "setup" }),
    );
    expect(await callError(client, "create_qr_code", { content: "https://example.com/dear" })).toMatchObject({
      error: "Forbidden",
      code: "CREDIT_EXHAUSTED",
      message: expect.stringMatching(/needs 10, the balance is 5/),
    });
  });
});
