import { getConfig } from "../../config/env";
import { engineJson, engineRequest, engineUrl } from "./engine-request";
import { pollEngine } from "./poll-engine";
import { AiEngineError, type AiProvider, type GenerateRequest } from "./provider-types";

type Prediction = { id?: string; status?: string; output?: unknown; error?: unknown; urls?: { get?: string } };
const FINISHED = new Set(["succeeded", "failed", "canceled"]);

/**
 * Replicate's predictions API with a QR-ControlNet model whose inputs follow QR Code Monster's
 * "illusion" model (prompt, negative_prompt, image = the control QR, num_outputs, seed,
 * controlnet_conditioning_scale); AI_MODEL is the model version. Creates the prediction, polls its
 * `urls.get` until it finishes, then downloads each output image.
 */
export const replicateProvider: AiProvider = {
  name: "replicate",
  async generate(request: GenerateRequest): Promise<Buffer[]> {
    const config = getConfig();
    const input = {
      prompt: request.prompt,
      negative_prompt: request.negativePrompt ?? "",
      image: `data:image/png;base64,${request.controlPng.toString("base64")}`,
      num_outputs: request.variants,
      controlnet_conditioning_scale: request.controlWeight,
      guidance_scale: 7.5,
      ...(request.seed === undefined ? {} : { seed: request.seed }),
    };
    const created = await engineJson<Prediction>(engineUrl("v1/predictions"), {
      body: { version: config.AI_MODEL, input },
    });
    if (typeof created.id !== "string") throw new AiEngineError("the replicate engine did not create a prediction");
    const pollUrl = created.urls?.get ?? engineUrl(`v1/predictions/${encodeURIComponent(created.id)}`);
    let first = true;
    const done = await pollEngine(async () => {
      const prediction =
        first && created.status && FINISHED.has(created.status) ? created : await engineJson<Prediction>(pollUrl);
      first = false;
      return prediction.status && FINISHED.has(prediction.status) ? prediction : undefined;
    });
    if (done.status !== "succeeded") {
      throw new AiEngineError(
        `the replicate prediction ${done.status}: ${typeof done.error === "string" ? done.error.slice(0, 200) : "no reason given"}`,
      );
    }
    const outputs = (Array.isArray(done.output) ? done.output : [done.output]).filter(
      (url): url is string => typeof url === "string",
    );
    if (outputs.length === 0) throw new AiEngineError("the replicate prediction succeeded without output images");
    return Promise.all(
      outputs
        .slice(0, request.variants)
        .map(async (url) => (await engineRequest(url, { headers: { accept: "image/*" } })).body),
    );
  },
};
