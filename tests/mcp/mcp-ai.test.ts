import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AiWorker, startAiWorker } from "@/lib/ai/ai-worker";
import { referencePng, setEnv } from "../ai/ai-helpers";
import { useTestDatabase } from "../helpers/database";
import { callError, callOk, useMcpServer } from "./mcp-client";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const database = useTestDatabase();
const { clientFor } = useMcpServer();
let worker: AiWorker;

beforeAll(() => {
  setEnv({ AI_PROVIDER: undefined, AI_PROVIDER_URL: undefined });
  worker = startAiWorker(database.current(), { pollMs: 20 });
});
afterAll(async () => {
  await worker?.stop();
});

describe("MCP tools for AI mode", () => {
  it("create_ai_qr_code queues, get_ai_generation follows it to a saved code, choose_ai_variant switches the image", async () => {
    const { client } = await clientFor();
    const image = `data:image/png;base64,${(await referencePng()).toString("base64")}`;
    const queued = await callOk(client, "create_ai_qr_code", {
      content: "https://example.com/mcp-ai",
      prompt: "lighthouse",
      image,
      variants: 2,
    });
    expect(queued).toMatchObject({ status: "QUEUED", generationId: expect.any(String) });
    let generation = await callOk(client, "get_ai_generation", { generationId: queued.generationId });
    while (generation.status === "QUEUED" || generation.status === "RUNNING") {
      await new Promise((resolve) => setTimeout(resolve, 25));
      generation = await callOk(client, "get_ai_generation", { generationId: queued.generationId });
    }
    expect(generation).toMatchObject({
      status: "SUCCEEDED",
      provider: "builtin",
      qrcode: { shortLink: expect.any(String) },
    });
    const scannable = generation.variants.find((variant: { scannable: boolean }) => variant.scannable);
    expect(
      (await callOk(client, "choose_ai_variant", { generationId: queued.generationId, variant: scannable.index }))
        .qrcode.variant,
    ).toBe(scannable.index);
  });

  it("answers a prompt-only request on the builtin engine, and another account's generation, with the REST API's errors", async () => {
    const { client } = await clientFor();
    expect(
      await callError(client, "create_ai_qr_code", { content: "https://example.com/x", prompt: "only words" }),
    ).toMatchObject({
      code: "INVALID_REQUEST",
      details: [{ field: "image" }],
    });
    const other = (await clientFor()).client;
    const image = `data:image/png;base64,${(await referencePng()).toString("base64")}`;
    const queued = await callOk(client, "create_ai_qr_code", { content: "https://example.com/y", prompt: "p", image });
    expect(await callError(other, "get_ai_generation", { generationId: queued.generationId })).toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
