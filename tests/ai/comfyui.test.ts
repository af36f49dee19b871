import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AiWorker, startAiWorker } from "@/lib/ai/ai-worker";
import { comfyNodes } from "@/lib/ai/providers/comfyui-provider";
import { decodeImage } from "@/lib/render/decode-image";
import { balanceOf, codeImage, makeOwner } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { type LocalServer, startServer } from "../net/local-server";
import { createAi, setEnv, settled } from "./ai-helpers";
import { deriveFromControl, readBody } from "./test-engine-images";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// A test engine speaking ComfyUI's API: /upload/image (multipart), /prompt (an API-format
// workflow), /history/{id} (pending on the first look, then the outputs) and /view. Its images are
// derived from the uploaded control image; they scan once the ControlNet node's strength reaches
// `scannableFrom`.
const database = useTestDatabase();
let engine: LocalServer;
let behaviour: { scannableFrom: number; failWorkflow: boolean };
const uploads = new Map<string, Buffer>();
const outputs = new Map<string, Buffer>();
const history = new Map<string, { looks: number; entry: unknown }>();
const prompts: {
  text: string;
  negative: string;
  strength: number;
  endPercent: number;
  batch: number;
  seed: number;
  control: string;
}[] = [];
let worker: AiWorker;

/** The file part of a multipart body (the test engine's only multipart reader). */
function filePart(body: Buffer, contentType: string): { name: string; bytes: Buffer } {
  const boundary = `--${/boundary=([^;]+)/.exec(contentType)?.[1]}`;
  const start = body.indexOf('name="image"');
  const name = /filename="([^"]+)"/.exec(body.subarray(start, start + 300).toString("latin1"))?.[1] ?? "";
  const from = body.indexOf("\r\n\r\n", start) + 4;
  return { name, bytes: body.subarray(from, body.indexOf(`\r\n${boundary}`, from)) };
}

async function respond(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://engine");
  const body = await readBody(request);
  const json = (status: number, value: unknown) =>
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
  if (request.method === "POST" && url.pathname === "/upload/image") {
    const part = filePart(body, request.headers["content-type"] ?? "");
    uploads.set(part.name, part.bytes);
    return json(200, { name: part.name, subfolder: "", type: "input" });
  }
  if (request.method === "POST" && url.pathname === "/prompt") {
    const workflow = JSON.parse(body.toString("utf8")).prompt;
    const id = `p${history.size + 1}`;
    const control = workflow["4"].inputs.image as string;
    const strength = workflow["6"].inputs.strength as number;
    const batch = workflow["7"].inputs.batch_size as number;
    prompts.push({
      text: workflow["2"].inputs.text,
      negative: workflow["3"].inputs.text,
      strength,
      endPercent: workflow["6"].inputs.end_percent,
      batch,
      seed: workflow["8"].inputs.seed,
      control,
    });
    if (behaviour.failWorkflow) {
      history.set(id, {
        looks: 0,
        entry: {
          status: {
            status_str: "error",
            completed: false,
            messages: [["execution_error", { exception_message: "CUDA out of memory" }]],
          },
          outputs: {},
        },
      });
      return json(200, { prompt_id: id, number: 1, node_errors: {} });
    }
    const images = [];
    for (let i = 0; i < batch; i++) {
      const filename = `codebeam_${id}_${i}.png`;
      outputs.set(
        filename,
        await deriveFromControl(uploads.get(control) ?? Buffer.alloc(0), strength >= behaviour.scannableFrom, i),
      );
      images.push({ filename, subfolder: "", type: "output" });
    }
    history.set(id, {
      looks: 0,
      entry: { status: { status_str: "success", completed: true, messages: [] }, outputs: { "10": { images } } },
    });
    return json(200, { prompt_id: id, number: 1, node_errors: {} });
  }
  const historyMatch = /^\/history\/(.+)$/.exec(url.pathname);
  if (request.method === "GET" && historyMatch) {
    const found = history.get(historyMatch[1]);
    if (!found) return json(200, {});
    found.looks++;
    return json(200, found.looks === 1 ? {} : { [historyMatch[1]]: found.entry }); // still running on the first look
  }
  if (request.method === "GET" && url.pathname === "/view") {
    const image = outputs.get(url.searchParams.get("filename") ?? "");
    if (!image || url.searchParams.get("type") !== "output") return void response.writeHead(404).end();
    return void response.writeHead(200, { "content-type": "image/png" }).end(image);
  }
  response.writeHead(404).end();
}

beforeAll(async () => {
  engine = await startServer((request, response) => void respond(request, response));
  setEnv({
    AI_PROVIDER: "comfyui",
    AI_PROVIDER_URL: engine.origin,
    AI_MAX_ATTEMPTS: "3",
    ALLOW_PRIVATE_TARGETS: undefined,
  });
  worker = startAiWorker(database.current(), { pollMs: 20 });
});

beforeEach(() => {
  behaviour = { scannableFrom: 0, failWorkflow: false };
});

afterAll(async () => {
  await worker?.stop();
  await engine?.close();
  setEnv({ AI_PROVIDER: undefined, AI_PROVIDER_URL: undefined, AI_MAX_ATTEMPTS: undefined });
});

const ask = (prompt: string, extra: Record<string, unknown> = {}) => ({
  content: "https://example.com/comfy",
  prompt,
  ...extra,
});

describe("AI mode against a ComfyUI engine", () => {
  it("fills the workflow's nodes, retries with a stronger ControlNet until a variant scans, then saves and charges once", async () => {
    behaviour.scannableFrom = 1.4;
    const { user, headers } = await makeOwner();
    const done = await settled(
      headers,
      (
        await createAi(
          headers,
          ask("comfy: lanterns", { negativePrompt: "blurry", variants: 2, seed: 42, strength: 1 }),
        )
      ).body.generationId,
    );
    expect(done.status).toBe("SUCCEEDED");
    expect(done.provider).toBe("comfyui");
    const mine = prompts.filter((p) => p.text === "comfy: lanterns");
    expect(mine.map((p) => p.strength)).toEqual([1.1, 1.45]);
    expect(mine.every((p) => p.negative === "blurry" && p.batch === 2 && p.seed === 42 && uploads.has(p.control))).toBe(
      true,
    );
    expect(mine.map((p) => p.endPercent)).toEqual([0.7, 0.82]); // less art on the retry: strength 1 → 0.6
    expect(done.variants.map((v: { scannable: boolean }) => v.scannable)).toEqual([false, false, true, true]);
    const image = await codeImage(headers, done.qrcode.id);
    expect((await decodeImage(image.body)).text).toBe(done.qrcode.shortLink);
    expect(await balanceOf(user.accountId)).toBe(50);
  });

  it("fails with the workflow's error when ComfyUI reports one, charging nothing", async () => {
    behaviour.failWorkflow = true;
    const { user, headers } = await makeOwner();
    const done = await settled(headers, (await createAi(headers, ask("comfy: fails"))).body.generationId);
    expect(done.status).toBe("FAILED");
    expect(done.error).toMatch(/comfyui engine failed the workflow.*CUDA out of memory/);
    expect(done.qrcode).toBeUndefined();
    expect(await balanceOf(user.accountId)).toBe(100);
  });

  it("takes node ids from AI_COMFYUI_NODES over the bundled workflow's", () => {
    expect(comfyNodes("positive=20, sampler=31")).toMatchObject({
      positive: "20",
      sampler: "31",
      negative: "3",
      output: "10",
    });
  });
});
