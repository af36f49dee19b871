import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AiWorker, startAiWorker } from "@/lib/ai/ai-worker";
import { parseEnv } from "@/lib/config/env";
import { decodeImage } from "@/lib/render/decode-image";
import { balanceOf, codeImage, makeOwner } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { type LocalServer, startServer } from "../net/local-server";
import { createAi, setEnv, settled } from "./ai-helpers";
import { deriveFromControl, readBody } from "./test-engine-images";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// A test engine speaking Replicate's predictions API (POST /v1/predictions → starting, then
// processing, then succeeded/failed on GET urls.get), with the output files on another host (a
// second server, like Replicate's file CDN). Images derive from the control image in `input.image`.
const database = useTestDatabase();
let api: LocalServer;
let files: LocalServer;
let behaviour: { scannableFrom: number; fail: boolean };
const predictions = new Map<string, { looks: number; outcome: Record<string, unknown> }>();
const created: { version: string; authorization?: string; prompt: string; scale: number; outputs: number }[] = [];
const stored = new Map<string, Buffer>();
let worker: AiWorker;
const TOKEN = "r8_test_token";

async function respond(request: IncomingMessage, response: ServerResponse) {
  const body = await readBody(request);
  const json = (status: number, value: unknown) =>
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
  if (request.headers.authorization !== `Bearer ${TOKEN}`) return json(401, { detail: "Unauthenticated" });
  if (request.method === "POST" && request.url === "/v1/predictions") {
    const { version, input } = JSON.parse(body.toString("utf8"));
    const id = `pred${predictions.size + 1}`;
    created.push({
      version,
      authorization: request.headers.authorization,
      prompt: input.prompt,
      scale: input.controlnet_conditioning_scale,
      outputs: input.num_outputs,
    });
    const control = Buffer.from(String(input.image).replace(/^data:image\/png;base64,/, ""), "base64");
    const urls = [];
    for (let i = 0; i < input.num_outputs; i++) {
      stored.set(
        `/${id}/out-${i}.png`,
        await deriveFromControl(control, input.controlnet_conditioning_scale >= behaviour.scannableFrom, i),
      );
      urls.push(`${files.origin}/${id}/out-${i}.png`);
    }
    const outcome = behaviour.fail
      ? { status: "failed", error: "NSFW content detected", output: null }
      : { status: "succeeded", output: urls };
    predictions.set(id, { looks: 0, outcome });
    return json(201, {
      id,
      version,
      status: "starting",
      output: null,
      urls: { get: `${api.origin}/v1/predictions/${id}`, cancel: `${api.origin}/v1/predictions/${id}/cancel` },
    });
  }
  const match = /^\/v1\/predictions\/([^/]+)$/.exec(request.url ?? "");
  const prediction = match && predictions.get(match[1]);
  if (request.method === "GET" && prediction) {
    prediction.looks++;
    return json(200, {
      id: match[1],
      ...(prediction.looks === 1 ? { status: "processing", output: null } : prediction.outcome),
    });
  }
  json(404, { detail: "Not found." });
}

const cdnAuthorizations: (string | undefined)[] = [];

beforeAll(async () => {
  api = await startServer((request, response) => void respond(request, response));
  files = await startServer((request, response) => {
    cdnAuthorizations.push(request.headers.authorization);
    const image = stored.get(request.url ?? "");
    if (!image) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "image/png" }).end(image);
  });
  // The file host is not the engine, so it is reached as any outside URL: private addresses must
  // be allowed for this test only (in production it is Replicate's public CDN).
  setEnv({
    AI_PROVIDER: "replicate",
    AI_PROVIDER_URL: api.origin,
    AI_PROVIDER_TOKEN: TOKEN,
    AI_MODEL: "qr-monster-v2-test",
    AI_MAX_ATTEMPTS: "2",
    ALLOW_PRIVATE_TARGETS: "1",
  });
  worker = startAiWorker(database.current(), { pollMs: 20 });
});

beforeEach(() => {
  behaviour = { scannableFrom: 0, fail: false };
});

afterAll(async () => {
  await worker?.stop();
  await Promise.all([api?.close(), files?.close()]);
  setEnv({
    AI_PROVIDER: undefined,
    AI_PROVIDER_URL: undefined,
    AI_PROVIDER_TOKEN: undefined,
    AI_MODEL: undefined,
    AI_MAX_ATTEMPTS: undefined,
    ALLOW_PRIVATE_TARGETS: undefined,
  });
});

const ask = (prompt: string) => ({ content: "https://example.com/replicate", prompt, variants: 2 });

describe("AI mode against Replicate's predictions API", () => {
  it("creates a prediction with the model version and token, polls it, retries until a variant scans, and never sends the token to the file host", async () => {
    behaviour.scannableFrom = 1.4;
    const { user, headers } = await makeOwner();
    const done = await settled(headers, (await createAi(headers, ask("replicate: origami"))).body.generationId);
    expect(done.status).toBe("SUCCEEDED");
    expect(done.provider).toBe("replicate");
    const mine = created.filter((c) => c.prompt === "replicate: origami");
    expect(mine.map((c) => [c.version, c.scale, c.outputs])).toEqual([
      ["qr-monster-v2-test", 1.1, 2],
      ["qr-monster-v2-test", 1.45, 2],
    ]);
    expect(cdnAuthorizations.length).toBeGreaterThanOrEqual(4);
    expect(cdnAuthorizations.every((value) => value === undefined)).toBe(true);
    const image = await codeImage(headers, done.qrcode.id);
    expect((await decodeImage(image.body)).text).toBe(done.qrcode.shortLink);
    expect(await balanceOf(user.accountId)).toBe(50);
  });

  it("fails with the prediction's error, charging nothing", async () => {
    behaviour.fail = true;
    const { user, headers } = await makeOwner();
    const done = await settled(headers, (await createAi(headers, ask("replicate: refused"))).body.generationId);
    expect(done.status).toBe("FAILED");
    expect(done.error).toMatch(/replicate prediction failed: NSFW content detected/);
    expect(await balanceOf(user.accountId)).toBe(100);
  });

  it("refuses to start without its token or model version, naming the variable", () => {
    expect(() => parseEnv({ AI_PROVIDER: "replicate", AI_MODEL: "v" })).toThrow(/AI_PROVIDER_TOKEN/);
    expect(() => parseEnv({ AI_PROVIDER: "replicate", AI_PROVIDER_TOKEN: "t" })).toThrow(/AI_MODEL/);
    expect(() => parseEnv({ AI_PROVIDER: "comfyui" })).toThrow(/AI_PROVIDER_URL/);
    expect(() =>
      parseEnv({ AI_PROVIDER: "comfyui", AI_PROVIDER_URL: "http://gpu:8188", AI_COMFYUI_NODES: "bogus" }),
    ).toThrow(/AI_COMFYUI_NODES/);
  });
});
