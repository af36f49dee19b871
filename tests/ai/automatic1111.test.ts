import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AiWorker, startAiWorker } from "@/lib/ai/ai-worker";
import { db } from "@/lib/db/client";
import { decodeImage } from "@/lib/render/decode-image";
import { generateShortCode } from "@/lib/codes/generate-short-code";
import { readableShortCode } from "@/lib/ai/readable-short-code";
import { balanceOf, codeImage, makeOwner } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { type LocalServer, startServer } from "../net/local-server";
import { resetAiEngineStatusForTests } from "@/lib/ai/get-ai-engine-status";
import { chooseVariant, createAi, health, setEnv, settled, variantImage } from "./ai-helpers";
import { deriveFromControl } from "./test-engine-images";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// A test engine speaking Stable Diffusion WebUI's txt2img API with the ControlNet extension. Its
// images are derived from the control image it is sent: the code itself, each variant with a thin
// coloured band at the edge (scannable), once the ControlNet weight reaches `scannableFrom`; below it the same image with the
// top-left finder pattern painted over (no decoder can read it).
const database = useTestDatabase();
let engine: LocalServer;
let behaviour: { scannableFrom: number; down: boolean };
const calls: { prompt: string; weight: number; model: string; batch: number }[] = [];
const workers: AiWorker[] = [];

function answer(request: IncomingMessage, response: ServerResponse) {
  let text = "";
  request.on("data", (chunk) => (text += chunk));
  request.on("end", async () => {
    if (request.url?.startsWith("/sdapi/v1/progress") && request.method === "GET") {
      if (behaviour.down) return void response.writeHead(503, { "content-type": "text/plain" }).end("model loading");
      return void response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ progress: 0, eta_relative: 0, state: {} }));
    }
    if (request.url !== "/sdapi/v1/txt2img" || request.method !== "POST") return void response.writeHead(404).end();
    if (behaviour.down) return void response.writeHead(503, { "content-type": "text/plain" }).end("model loading");
    const body = JSON.parse(text);
    const unit = body.alwayson_scripts.controlnet.args[0];
    calls.push({ prompt: body.prompt, weight: unit.weight, model: unit.model, batch: body.batch_size });
    const control = Buffer.from(unit.image, "base64");
    const scannable = unit.weight >= behaviour.scannableFrom;
    const images = await Promise.all(
      Array.from({ length: body.batch_size }, (_, i) =>
        deriveFromControl(control, scannable, i).then((png) => png.toString("base64")),
      ),
    );
    // ControlNet appends its control map after the batch, as the real extension does.
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ images: [...images, unit.image], parameters: {}, info: "{}" }));
  });
}

function startWorkers(count: number) {
  for (let i = 0; i < count; i++) workers.push(startAiWorker(database.current(), { pollMs: 20 }));
}

beforeAll(async () => {
  engine = await startServer(answer);
  // No ALLOW_PRIVATE_TARGETS: the engine on 127.0.0.1 is reached through its explicit allow.
  setEnv({
    AI_PROVIDER: "automatic1111",
    AI_PROVIDER_URL: engine.origin,
    AI_CONTROL_MODEL: "qrmonster-test",
    AI_MAX_ATTEMPTS: "3",
    ALLOW_PRIVATE_TARGETS: undefined,
  });
});

beforeEach(() => {
  behaviour = { scannableFrom: 0, down: false };
  calls.length = 0;
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await engine?.close();
  setEnv({
    AI_PROVIDER: undefined,
    AI_PROVIDER_URL: undefined,
    AI_CONTROL_MODEL: undefined,
    AI_MAX_ATTEMPTS: undefined,
  });
});

const ask = (prompt: string, extra: Record<string, unknown> = {}) => ({
  content: "https://example.com/a",
  prompt,
  ...extra,
});

describe("AI mode against an AUTOMATIC1111 + ControlNet engine", () => {
  beforeAll(() => startWorkers(1));

  it("retries with a stronger ControlNet weight until a variant scans, then saves and charges once", async () => {
    behaviour.scannableFrom = 1.4; // attempt 1 (weight 1.1) unscannable, attempt 2 (1.45) scannable
    const { user, headers } = await makeOwner();
    const created = await createAi(headers, ask("retry: koi pond", { variants: 2 }));
    expect(created.status).toBe(202);
    const done = await settled(headers, created.body.generationId);
    expect(done.status).toBe("SUCCEEDED");
    expect(done.provider).toBe("automatic1111");
    expect(done.attempts).toBe(2);
    const mine = calls.filter((call) => call.prompt === "retry: koi pond");
    expect(mine.map((call) => call.weight)).toEqual([1.1, 1.45]);
    expect(mine.every((call) => call.model === "qrmonster-test" && call.batch === 2)).toBe(true);
    expect(done.variants.map((v: { attempt: number; scannable: boolean }) => [v.attempt, v.scannable])).toEqual([
      [1, false],
      [1, false],
      [2, true],
      [2, true],
    ]);
    expect(done.variants[0].decoders.every((d: { ok: boolean }) => !d.ok)).toBe(true);
    expect(done.variants[0].score).toBe(0);
    expect(done.variants[2].score).toBe(1);
    const image = await codeImage(headers, done.qrcode.id);
    expect((await decodeImage(image.body)).text).toBe(done.qrcode.shortLink);
    expect(await balanceOf(user.accountId)).toBe(50);
  });

  it("fails after AI_MAX_ATTEMPTS unscannable attempts with the reason and the decoders' results, charging nothing", async () => {
    behaviour.scannableFrom = 99;
    const { user, headers } = await makeOwner();
    const done = await settled(headers, (await createAi(headers, ask("never scans"))).body.generationId);
    expect(done.status).toBe("FAILED");
    expect(done.attempts).toBe(3);
    expect(done.error).toMatch(/No scannable image after 3 attempts; nothing was charged/);
    expect(done.variants).toHaveLength(3);
    expect(
      done.variants.every((v: { scannable: boolean; decoders: unknown[] }) => !v.scannable && v.decoders.length === 8),
    ).toBe(true);
    expect(done.qrcode).toBeUndefined();
    expect(await balanceOf(user.accountId)).toBe(100);
    expect(await (await db()).qrCode.count({ where: { accountId: user.accountId } })).toBe(0);
  });

  it("lets the owner show another scannable variant on the saved code, free; refuses unscannable variants and strangers", async () => {
    behaviour.scannableFrom = 1.4;
    const { user, headers } = await makeOwner();
    const done = await settled(
      headers,
      (await createAi(headers, ask("choose: tulips", { variants: 2 }))).body.generationId,
    );
    expect(done.qrcode.variant).toBe(2); // the first scannable one
    const chosen = await chooseVariant(headers, done.generationId, 3);
    expect(chosen.status).toBe(200);
    expect(chosen.body.qrcode.variant).toBe(3);
    const image = await codeImage(headers, done.qrcode.id);
    expect(Buffer.compare(image.body, (await variantImage(headers, done.generationId, 3)).body)).toBe(0);
    expect((await decodeImage(image.body)).text).toBe(done.qrcode.shortLink);
    expect(await balanceOf(user.accountId)).toBe(50); // charged once, for the code
    const unscannable = await chooseVariant(headers, done.generationId, 0);
    expect(unscannable.status).toBe(409);
    expect(unscannable.body.message).toMatch(/Variant 0 did not scan/);
    expect((await chooseVariant(headers, done.generationId, 7)).body.details).toEqual([
      { field: "variant", message: "this generation has no variant 7" },
    ]);
    expect((await chooseVariant(headers, done.generationId, "1")).status).toBe(400);
    const stranger = await makeOwner();
    expect((await chooseVariant(stranger.headers, done.generationId, 3)).status).toBe(404);
    expect((await codeImage(headers, done.qrcode.id)).body.equals(image.body)).toBe(true);
  });

  it("reports the engine and whether it answers in GET /api/health, without making the service degraded", async () => {
    resetAiEngineStatusForTests();
    expect(await health()).toMatchObject({
      status: "ok",
      ai: { provider: "automatic1111", generative: true, ok: true },
    });
    behaviour.down = true;
    resetAiEngineStatusForTests();
    const down = await health();
    expect(down.status).toBe("ok");
    expect(down.ai).toMatchObject({ provider: "automatic1111", ok: false });
    expect(down.ai.detail).toMatch(/answered 503.*model loading/);
    resetAiEngineStatusForTests();
  });

  it("fails with the engine's answer when it is down, charging nothing", async () => {
    behaviour.down = true;
    const { user, headers } = await makeOwner();
    const done = await settled(headers, (await createAi(headers, ask("engine down"))).body.generationId);
    expect(done.status).toBe("FAILED");
    expect(done.error).toMatch(/automatic1111 engine answered 503.*model loading/);
    expect(await balanceOf(user.accountId)).toBe(100);
  });

  it("resumes a generation whose worker died (expired lease) with the attempts it has left", async () => {
    behaviour.scannableFrom = 0;
    const { user, headers } = await makeOwner();
    // A resumed generation keeps its short code, so it must be one whose plain code reads (lib/ai/readable-short-code.ts).
    const shortCode = await readableShortCode(generateShortCode());
    const orphan = await (await db()).aiGeneration.create({
      data: {
        accountId: user.accountId,
        input: {
          content: "https://example.com/orphan",
          prompt: "orphan",
          strength: 0.5,
          variants: 1,
          shortCode,
          provider: "automatic1111",
        },
        status: "RUNNING",
        attempts: 1,
        leaseUntil: new Date(Date.now() - 1000),
        leaseToken: "a worker that died",
      },
      select: { id: true },
    });
    const done = await settled(headers, orphan.id);
    expect(done.status).toBe("SUCCEEDED");
    expect(done.attempts).toBe(2);
    expect(calls.filter((call) => call.prompt === "orphan").map((call) => call.weight)).toEqual([1.45]);
    expect(done.qrcode.shortLink).toMatch(new RegExp(`/${shortCode}$`));
    expect(await balanceOf(user.accountId)).toBe(50);
  });

  it("with two workers, runs every generation exactly once and charges each saved code once", async () => {
    startWorkers(1); // now two
    behaviour.scannableFrom = 1.4;
    const owners = await Promise.all([makeOwner(), makeOwner()]);
    const queued = await Promise.all(
      owners.flatMap(({ headers }, o) =>
        [0, 1].map((i) =>
          createAi(headers, ask(`two workers ${o}-${i}`)).then((a) => ({ headers, id: a.body.generationId })),
        ),
      ),
    );
    const results = await Promise.all(queued.map(({ headers, id }) => settled(headers, id)));
    expect(
      results.map((r) => [r.status, r.attempts]),
      JSON.stringify(results.map((r) => r.error ?? null)),
    ).toEqual(Array.from({ length: 4 }, () => ["SUCCEEDED", 2]));
    for (let o = 0; o < 2; o++) {
      for (let i = 0; i < 2; i++)
        expect(calls.filter((call) => call.prompt === `two workers ${o}-${i}`)).toHaveLength(2);
      expect(await balanceOf(owners[o].user.accountId)).toBe(0);
    }
  });
});
