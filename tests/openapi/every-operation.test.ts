import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contract } from "@/lib/api/contract";
import { resetConfigForTests } from "@/lib/config/env";
import { ALL_CONTRACTS } from "@/lib/openapi/all-contracts";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie, uniqueEmail } from "../helpers/fixtures";
import { bearer, call, type CallOptions, type CallResult } from "../helpers/http";
import { startAiWorker } from "@/lib/ai/ai-worker";
import { grantCredits } from "@/lib/credits/grant-credits";
import { referencePng, settled } from "../ai/ai-helpers";
import { allowPrivateTargets, type LocalServer, startServer } from "../net/local-server";
import { seedScans } from "../stats/seed-scans";
import { type Receiver, startReceiver } from "../webhooks/webhook-helpers";
import { accountScenarios } from "./account-scenarios";
import { domainScenarios } from "./domain-scenarios";
import { importScenarios } from "./import-scenarios";
import { type DiscoveredRoute, discoverRoutes } from "./discover-routes";
import { expectDocumented, expectMatchesContract } from "./expect-documented";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// Every operation is called through its real route handler (found through the contract withApi
// attached to it), and its answer is checked against the contract's zod schema and against the
// JSON schema the document gives for it. A new contract without a scenario here fails the suite.

/** An 8 px orange square, as a device upload would send it. */
const ORANGE_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQYlWM45MjzHx9mGBkKAMK1g4Fx69QdAAAAAElFTkSuQmCC";
const database = useTestDatabase();
process.env.LIMIT_KEY_PER_MINUTE = "1000000";
process.env.LIMIT_KEY_PER_DAY = "1000000";
process.env.LIMIT_USER_PER_MINUTE = "1000000";
resetConfigForTests();

type Json = Record<string, any>;
const document = buildOpenApiDocument() as Json;

interface World {
  key: Record<string, string>;
  session: Record<string, string>;
  codeId: string;
  webhookId: string;
  deliveryId: string;
  receiver: Receiver;
  images: LocalServer;
  aiGenerationId: string;
  aiCodeId: string;
  aiVariant: number;
}

let routes: DiscoveredRoute[];
let world: World;

/** Calls the operation's route with path parameters filled in, as the API key by default. */
function send(contract: Contract, options: Omit<CallOptions, "method"> & { query?: string } = {}): Promise<CallResult> {
  const route = routes.find((candidate) => candidate.contract === contract);
  if (!route) throw new Error(`no route serves ${contract.operationId}`);
  const params = options.params ?? {};
  const url = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
  return call(route.handler, `${url}${options.query ?? ""}`, {
    headers: world.key,
    ...options,
    method: contract.method,
  });
}

const byId = (operationId: string) => ALL_CONTRACTS.find((contract) => contract.operationId === operationId)!;
const created = async (operationId: string, options: Parameters<typeof send>[1]) => {
  const result = await send(byId(operationId), options);
  if (result.status >= 300) throw new Error(`${operationId}: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
};

/** One successful call per operation. */
const SCENARIOS: Record<string, (contract: Contract) => Promise<CallResult>> = {
  "qrcode.generate": (c) => send(c, { query: "?content=hello&format=svg&size=128" }),
  "qrcode.printCheck": (c) => send(c, { query: "?content=hello&dotShape=rounded&widthMm=25&distanceM=0.2" }),
  "qrcode.generatePost": (c) => send(c, { body: { content: "hello", format: "png", size: 128 } }),
  "plugin.generate": (c) => send(c, { body: { content: "https://example.com/plugin", format: "svg" } }),
  "templates.list": (c) => send(c),
  "qrcodes.create": (c) => send(c, { body: { content: "https://example.com/doc", name: "doc", keywords: ["coffee"] } }),
  "qrcodes.list": (c) => send(c, { query: "?size=5" }),
  "qrcodes.get": (c) => send(c, { params: { id: world.codeId } }),
  "qrcodes.update": (c) =>
    send(c, { params: { id: world.codeId }, body: { name: "renamed", targetUrl: "https://example.com/next" } }),
  "qrcodes.delete": async (c) =>
    send(c, {
      params: { id: (await created("qrcodes.create", { body: { content: "to delete", mode: "STATIC" } })).id },
    }),
  "qrcodes.restore": async (c) => {
    const { id } = await created("qrcodes.create", { body: { content: "to restore", mode: "STATIC" } });
    await send(byId("qrcodes.delete"), { params: { id } });
    return send(c, { params: { id } });
  },
  // Sent without a body: the contract's optionalBody makes that `{}`.
  "qrcodes.clone": (c) => send(c, { params: { id: world.codeId } }),
  "qrcodes.createAi": (c) =>
    send(c, {
      body: { content: "https://example.com/ai", prompt: "a lighthouse", image: `${world.images.origin}/ref.png` },
    }),
  "qrcodes.getAiGeneration": (c) => send(c, { params: { generationId: world.aiGenerationId } }),
  "qrcodes.getAiVariantImage": (c) => send(c, { params: { generationId: world.aiGenerationId, index: "0" } }),
  "qrcodes.regenerate": (c) => send(c, { params: { id: world.aiCodeId } }),
  "qrcodes.destinations": (c) => send(c, { params: { id: world.codeId } }),
  "qrcodes.chooseAiVariant": (c) =>
    send(c, { params: { generationId: world.aiGenerationId }, body: { variant: world.aiVariant } }),
  "qrcodes.batchCreate": (c) =>
    send(c, {
      body: { items: [{ content: "https://example.com/b" }, { content: "bad" }, { content: "t", mode: "STATIC" }] },
    }),
  "qrcodes.listVersions": (c) => send(c, { params: { id: world.codeId } }),
  "qrcodes.restoreVersion": (c) => send(c, { params: { id: world.codeId, version: "1" } }),
  "qrcodes.image": (c) => send(c, { params: { id: world.codeId }, query: "?size=64&format=png" }),
  "qrcodes.export": (c) => send(c, { body: { ids: [world.codeId], format: "svg", size: 128 } }),
  "qrcodes.sheet": (c) => send(c, { body: { ids: [world.codeId], preset: "L7160", label: "shortLink", force: true } }),
  "tags.list": (c) => send(c),
  "qrcodes.changeTags": (c) => send(c, { body: { ids: [world.codeId], add: ["print"], remove: ["old"] } }),
  "logos.upload": (c) => send(c, { body: { image: ORANGE_PNG } }),
  "qrcodes.exportCsv": (c) => send(c),
  "qrcodes.exportStatsCsv": (c) => send(c, { params: { id: world.codeId } }),
  "qrcodes.exportScansCsv": (c) => send(c, { params: { id: world.codeId } }),
  "qrcodes.getStats": (c) => send(c, { params: { id: world.codeId } }),
  "qrcodes.printCheck": (c) => send(c, { params: { id: world.codeId }, query: "?widthMm=40&distanceM=0.4&dpi=600" }),
  "stats.get": (c) => send(c, { query: "?device=mobile&tz=Europe/Berlin" }),
  "qrcodes.getScans": (c) => send(c, { params: { id: world.codeId }, query: "?size=5" }),
  // An event stream's scenario reads its opening frame (tests/helpers/http.ts) and leaves.
  "qrcodes.streamScans": (c) => send(c, { params: { id: world.codeId } }),
  "scans.stream": (c) => send(c),
  "qrcodes.share": (c) => send(c, { params: { id: world.codeId }, body: { expiresInDays: 7 } }),
  "qrcodes.unshare": async (c) => {
    await created("qrcodes.share", { params: { id: world.codeId } });
    return send(c, { params: { id: world.codeId } });
  },
  "webhooks.create": (c) => send(c, { body: { url: world.receiver.url, events: ["qrcode.created"] } }),
  "webhooks.list": (c) => send(c),
  "webhooks.get": (c) => send(c, { params: { id: world.webhookId } }),
  "webhooks.update": (c) =>
    send(c, { params: { id: world.webhookId }, body: { events: ["scan.created", "qrcode.created"] } }),
  "webhooks.delete": async (c) => {
    const hook = await created("webhooks.create", { body: { url: world.receiver.url, events: ["scan.created"] } });
    return send(c, { params: { id: hook.id } });
  },
  "webhooks.rotateSecret": (c) => send(c, { params: { id: world.webhookId } }),
  "webhooks.test": (c) => send(c, { params: { id: world.webhookId } }),
  "webhooks.deliveries": (c) => send(c, { params: { id: world.webhookId } }),
  "webhooks.retryDelivery": (c) => send(c, { params: { id: world.webhookId, deliveryId: world.deliveryId } }),
  "users.list": (c) => send(c, { headers: world.session, query: "?limit=5&sort=email:asc" }),
  "users.create": (c) =>
    send(c, { headers: world.session, body: { name: "Doc", email: uniqueEmail("doc"), password: "password123" } }),
  "credits.balance": (c) => send(c),
  "credits.ledger": (c) => send(c),
  "keys.list": (c) => send(c, { headers: world.session }),
  "keys.create": (c) => send(c, { headers: world.session, body: { name: "doc", permissions: ["qrcode:generate"] } }),
  "keys.revoke": async (c) => {
    const key = await created("keys.create", {
      headers: world.session,
      body: { name: "to revoke", permissions: ["qrcode:generate"] },
    });
    return send(c, { headers: world.session, params: { id: key.id } });
  },
  // The world's webhook, created with the key, is in the log.
  "audit.list": (c) => send(c, { headers: world.session, query: "?action=webhook.&size=5" }),
  ...accountScenarios({ send, created, session: () => world.session }),
  ...domainScenarios({ send, created }),
  ...importScenarios({ send, created }),
  "openapi.document": (c) => send(c),
  "mcp.message": (c) =>
    send(c, {
      headers: { ...world.key, accept: "application/json, text/event-stream" },
      body: {
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "contracts", version: "1" } },
      },
    }),
};

const cases = ALL_CONTRACTS.map((contract) => [contract.operationId, contract] as const);

describe("every operation answers what its contract and the OpenAPI document say", () => {
  beforeAll(async () => {
    allowPrivateTargets(true); // the webhook receiver is on 127.0.0.1
    routes = await discoverRoutes(path.resolve("app"), path.resolve("app", "api", "v1"));
    const admin = await makeUser({ admin: true, label: "contracts" });
    world = {
      key: bearer(await makeKey(admin)),
      session: await sessionCookie(admin),
      receiver: await startReceiver(),
      codeId: "",
      images: await startServer(async (_request, response) =>
        response.writeHead(200, { "content-type": "image/png" }).end(await referencePng()),
      ),
      aiGenerationId: "",
      aiCodeId: "",
      aiVariant: 0,
      webhookId: "",
      deliveryId: "",
    };
    world.codeId = (
      await created("qrcodes.create", { body: { content: "https://example.com/world", name: "world" } })
    ).id;
    const now = new Date();
    await seedScans(world.codeId, [
      { at: now },
      { at: now, device: "desktop", os: "macOS", browser: "Chrome" },
      { at: now, eventType: "impression" },
    ]);
    await grantCredits(admin.accountId, 1000);
    // One AI code made by the real worker (builtin engine), for the generation, variant and regenerate scenarios.
    const worker = startAiWorker(database.current(), { pollMs: 20 });
    world.aiGenerationId = (
      await created("qrcodes.createAi", {
        body: { content: "https://example.com/ai", prompt: "p", image: `${world.images.origin}/ref.png` },
      })
    ).generationId;
    const settledAi = await settled(world.key, world.aiGenerationId);
    world.aiCodeId = settledAi.qrcode.id;
    world.aiVariant = settledAi.qrcode.variant;
    await worker.stop();
    world.webhookId = (
      await created("webhooks.create", { body: { url: world.receiver.url, events: ["qrcode.created"] } })
    ).id;
    world.deliveryId = (await created("webhooks.test", { params: { id: world.webhookId } })).id;
  }, 120_000);

  afterAll(async () => {
    await world?.receiver.close();
    await world?.images.close();
    allowPrivateTargets(false);
  });

  it("has a scenario for every contract, and nothing else", () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual(ALL_CONTRACTS.map((contract) => contract.operationId).sort());
  });

  it.each(cases)("%s: a success matches the contract's response schema and the document", async (_, contract) => {
    const result = await SCENARIOS[contract.operationId](contract);
    expectMatchesContract(contract, result);
    expectDocumented(document, contract.method.toLowerCase(), contract.path, result);
  });

  it.each(cases)("%s: a refused key answers a documented error", async (_, contract) => {
    const params = Object.fromEntries(
      (contract.path.match(/\{(\w+)\}/g) ?? []).map((name) => [name.slice(1, -1), "x"]),
    );
    const result = await send(contract, {
      headers: bearer("cb_sk_not_a_real_key"),
      params,
      body: contract.body ? {} : undefined,
    });
    expect(result.status).toBe(401);
    expectDocumented(document, contract.method.toLowerCase(), contract.path, result);
  });
});
