import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revokeApiKey } from "@/lib/keys/revoke-api-key";
import { db } from "@/lib/db/client";
import type * as Sdk from "../../sdk/src/index";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, type TestUser } from "../helpers/fixtures";
import { startServer, type LocalServer } from "../net/local-server";
import { restoreEnvAfterEach, setEnv } from "../ratelimit/test-config";
import { freezeClockInWindow, MINUTE_MS } from "../ratelimit/window";
import { type ApiServer, buildSdk, SDK_DIST_ENTRY, startApiServer } from "./api-server";
import { startAiWorker } from "@/lib/ai/ai-worker";
import { referencePng } from "../ai/ai-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const database = useTestDatabase();
restoreEnvAfterEach();

let sdk: typeof Sdk;
let api: ApiServer;
let receiver: LocalServer;
const PNG = [0x89, 0x50, 0x4e, 0x47];

beforeAll(async () => {
  buildSdk();
  sdk = await import(/* @vite-ignore */ SDK_DIST_ENTRY);
  api = await startApiServer();
  receiver = await startServer((_request, response) => void response.writeHead(500).end());
}, 300_000);
afterAll(async () => {
  await api?.close();
  await receiver?.close();
});

async function clientFor(user?: TestUser, options: Partial<Sdk.CodebeamOptions> = {}) {
  const owner = user ?? (await makeUser());
  return {
    user: owner,
    client: new sdk.Codebeam({ apiKey: await makeKey(owner), baseUrl: api.origin, maxRetries: 0, ...options }),
  };
}

async function rejection(promise: Promise<unknown>): Promise<Sdk.CodebeamError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome, "the call should have failed").toBeInstanceOf(sdk.CodebeamError);
  return outcome as Sdk.CodebeamError;
}

describe("@codebeam/sdk (built) against the API", () => {
  it("runs every QR code operation", async () => {
    const { client } = await clientFor();
    const created = await client.qrcodes.create({
      content: "https://example.com/launch",
      name: "Launch",
      keywords: ["coffee"],
    });
    expect(created).toMatchObject({
      id: expect.any(String),
      shortLink: expect.any(String),
      templateUsed: expect.any(String),
    });
    expect(await client.qrcodes.get(created.id)).toMatchObject({
      id: created.id,
      name: "Launch",
      mode: "DYNAMIC",
      status: "READY",
    });
    const updated = await client.qrcodes.update(created.id, { targetUrl: "https://example.com/v2", name: "Launch v2" });
    expect(updated).toMatchObject({
      id: created.id,
      targetUrl: "https://example.com/v2",
      name: "Launch v2",
      status: "READY",
    });
    const copy = await client.qrcodes.clone(created.id, { name: "Copy" });
    expect(copy).toMatchObject({ clonedFrom: created.id, name: "Copy" });
    const batch = await client.qrcodes.batchCreate([
      { content: "plain text", mode: "STATIC" },
      { content: "not a url" },
    ]);
    expect(batch).toMatchObject({ total: 2, succeeded: 1, failed: 1 });
    const listed = await client.qrcodes.list({ size: 50 });
    expect(listed.pagination.total).toBe(3);
    const stats = await client.qrcodes.getStats(created.id, { startDate: "2026-01-01" });
    expect(stats).toMatchObject({ totalScans: 0, uniqueUsers: 0, dailyScans: expect.any(Array) });
    expect(await client.qrcodes.getScans(created.id, { size: 5 })).toMatchObject({
      data: [],
      pagination: { page: 1, size: 5, total: 0 },
    });
    const image = await client.qrcodes.getImage(created.id, { format: "png", size: 128 });
    expect(image).toBeInstanceOf(Uint8Array);
    expect([...image.slice(0, 4)]).toEqual(PNG);
    expect(await client.qrcodes.delete(copy.id)).toEqual({ id: copy.id, deleted: true });
    expect((await rejection(client.qrcodes.get(copy.id))).status).toBe(404);
  });

  it("creates an AI code from an uploaded reference, waits for it, chooses a variant and regenerates", async () => {
    const worker = startAiWorker(database.current(), { pollMs: 20 });
    try {
      const { client } = await clientFor();
      const image = `data:image/png;base64,${(await referencePng()).toString("base64")}`;
      const queued = await client.ai.create({
        content: "https://example.com/ai",
        prompt: "harbour",
        image,
        variants: 2,
      });
      expect(queued.status).toBe("QUEUED");
      const done = await client.ai.waitFor(queued.generationId, { intervalMs: 25 });
      expect(done.status).toBe("SUCCEEDED");
      const scannable = done.variants.filter((variant) => variant.scannable);
      const other = scannable.find((variant) => variant.index !== done.qrcode?.variant) ?? scannable[0];
      expect((await client.ai.chooseVariant(done.generationId, other.index)).qrcode?.variant).toBe(other.index);
      expect([...(await client.ai.getVariantImage(done.generationId, other.index)).slice(0, 4)]).toEqual(PNG);
      const again = await client.ai.waitFor(
        (await client.ai.regenerate(done.qrcode!.id, { prompt: "harbour at night" })).generationId,
        { intervalMs: 25 },
      );
      expect(again).toMatchObject({ status: "SUCCEEDED", qrcode: { id: done.qrcode!.id } });
      expect((await rejection(client.ai.chooseVariant(done.generationId, 0))).status).toBe(409); // regenerated since
    } finally {
      await worker.stop();
    }
  });

  it("reads templates, credits and public images", async () => {
    const { client } = await clientFor();
    const catalog = await client.templates.list();
    expect(catalog.totalTemplates).toBeGreaterThan(0);
    expect((await client.credits.balance()).balance).toBe(100);
    const png = await client.qr.generate({ content: "hello", size: 128 });
    expect([...png.slice(0, 4)]).toEqual(PNG);
  });

  it("runs every webhook operation", async () => {
    setEnv({ ALLOW_PRIVATE_TARGETS: "1" }); // the receiver listens on 127.0.0.1
    const { client } = await clientFor();
    const hook = await client.webhooks.create({ url: `${receiver.origin}/hook`, events: ["qrcode.created"] });
    expect(hook.secret).toMatch(/^whsec_/);
    expect((await client.webhooks.list()).list.map((item) => item.id)).toEqual([hook.id]);
    expect(await client.webhooks.get(hook.id)).toMatchObject({ id: hook.id, status: "ACTIVE" });
    expect(await client.webhooks.update(hook.id, { events: ["scan.created", "qrcode.created"] })).toMatchObject({
      events: ["scan.created", "qrcode.created"],
    });
    const delivery = await client.webhooks.test(hook.id);
    expect(delivery).toMatchObject({ id: expect.stringMatching(/^msg_/) });
    expect((await client.webhooks.listDeliveries(hook.id)).list.map((item) => item.id)).toContain(delivery.id);
    expect(await client.webhooks.retryDelivery(hook.id, delivery.id)).toMatchObject({ id: delivery.id });
    const rotated = await client.webhooks.rotateSecret(hook.id);
    expect(rotated.secret).not.toBe(hook.secret);
    expect(await client.webhooks.delete(hook.id)).toEqual({ id: hook.id, deleted: true });
  });

  it("iterates every page with listAll", async () => {
    const { client } = await clientFor();
    await client.qrcodes.batchCreate(
      Array.from({ length: 7 }, (_, i) => ({ content: `text ${i}`, mode: "STATIC" as const, name: `s${i}` })),
    );
    const names: string[] = [];
    for await (const code of client.qrcodes.listAll({ size: 3, mode: "STATIC" })) names.push(code.name!);
    expect(names.sort()).toEqual(["s0", "s1", "s2", "s3", "s4", "s5", "s6"]);
    const created = [];
    for (const n of [1, 2, 3])
      created.push(
        (await client.webhooks.create({ url: `https://93.184.215.14/hook/${n}`, events: ["scan.created"] })).id,
      );
    const hooks: string[] = [];
    for await (const hook of client.webhooks.listAll({ size: 2 })) hooks.push(hook.id);
    expect(hooks.sort()).toEqual(created.sort());
  });

  it("charges one create once under 20 concurrent identical calls with one idempotency key", async () => {
    const { user, client } = await clientFor();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.qrcodes.create({ content: "https://example.com/once" }, { idempotencyKey: "order-1234" }),
      ),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect((await client.credits.balance()).balance).toBe(90);
    expect(await (await db()).qrCode.count({ where: { accountId: user.accountId } })).toBe(1);
  });
});

describe("error classes", () => {
  it("AuthenticationError for an unknown key and for a revoked one, with the request id", async () => {
    const unknown = new sdk.Codebeam({ apiKey: `cb_sk_${"0".repeat(40)}`, baseUrl: api.origin, maxRetries: 0 });
    const error = await rejection(unknown.credits.balance());
    expect(error).toBeInstanceOf(sdk.AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: "UNAUTHORIZED", requestId: expect.stringMatching(/^req_/) });

    const user = await makeUser();
    const key = await makeKey(user);
    const revoked = new sdk.Codebeam({ apiKey: key, baseUrl: api.origin, maxRetries: 0 });
    const id = (
      await (await db()).apiKey.findFirstOrThrow({ where: { accountId: user.accountId }, select: { id: true } })
    ).id;
    await revokeApiKey({ kind: "session", accountId: user.accountId, userId: user.id }, id);
    expect(await rejection(revoked.credits.balance())).toBeInstanceOf(sdk.AuthenticationError);
  });

  it("PermissionError (an AuthenticationError) for a key without qrcode:create", async () => {
    const user = await makeUser();
    const client = new sdk.Codebeam({
      apiKey: await makeKey(user, ["qrcode:generate"]),
      baseUrl: api.origin,
      maxRetries: 0,
    });
    const error = await rejection(client.qrcodes.create({ content: "https://example.com" }));
    expect(error).toBeInstanceOf(sdk.PermissionError);
    expect(error).toBeInstanceOf(sdk.AuthenticationError);
    expect(error).toMatchObject({ status: 403, code: "FORBIDDEN" });
  });

  it("CreditExhaustedError when credits run out, and the base class with details for a 400", async () => {
    const { client } = await clientFor();
    setEnv({ DYNAMIC_CODE_COST: "1000" });
    const exhausted = await rejection(client.qrcodes.create({ content: "https://example.com" }));
    expect(exhausted).toBeInstanceOf(sdk.CreditExhaustedError);
    expect(exhausted).toMatchObject({ status: 403, code: "CREDIT_EXHAUSTED" });
    const invalid = await rejection(client.qrcodes.list({ size: 500 }));
    expect(invalid.constructor).toBe(sdk.CodebeamError);
    expect(invalid).toMatchObject({
      status: 400,
      code: "INVALID_REQUEST",
      details: [{ field: "size", message: expect.any(String) }],
    });
  });

  it("RateLimitError with retryAfter, limit, remaining and reset on a 429", async () => {
    setEnv({ LIMIT_KEY_PER_MINUTE: "2" });
    const { client } = await clientFor();
    freezeClockInWindow(MINUTE_MS); // the three calls in one fixed window, however slow the machine
    await client.credits.balance();
    await client.credits.balance();
    const error = (await rejection(client.credits.balance())) as Sdk.RateLimitError;
    expect(error).toBeInstanceOf(sdk.RateLimitError);
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(error).toMatchObject({ limit: 2, remaining: 0, reset: expect.any(Number) });
  });
});
