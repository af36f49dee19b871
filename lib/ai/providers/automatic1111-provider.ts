import { getConfig } from "../../config/env";
import { engineJson, engineUrl } from "./engine-request";
import { AiEngineError, type AiProvider, type GenerateRequest } from "./provider-types";

const SIDE = 768;

/**
 * Stable Diffusion WebUI (AUTOMATIC1111) with the ControlNet extension: txt2img conditioned on the
 * QR image (a QR ControlNet such as QR Code Monster, AI_CONTROL_MODEL), weight raised on retries.
 */
export const automatic1111Provider: AiProvider = {
  name: "automatic1111",
  async generate(request: GenerateRequest): Promise<Buffer[]> {
    const config = getConfig();
    const body = {
      prompt: request.prompt,
      negative_prompt: request.negativePrompt ?? "",
      seed: request.seed ?? -1,
      batch_size: request.variants,
      steps: 20,
      cfg_scale: 7,
      width: SIDE,
      height: SIDE,
      ...(config.AI_MODEL ? { override_settings: { sd_model_checkpoint: config.AI_MODEL } } : {}),
      alwayson_scripts: {
        controlnet: {
          args: [
            {
              enabled: true,
              image: request.controlPng.toString("base64"),
              module: "none",
              model: config.AI_CONTROL_MODEL,
              weight: request.controlWeight,
              guidance_start: 0,
              guidance_end: 1,
              control_mode: "Balanced",
              resize_mode: "Crop and Resize",
            },
          ],
        },
      },
    };
    const answer = await engineJson<{ images?: unknown }>(engineUrl("sdapi/v1/txt2img"), { body });
    if (!Array.isArray(answer.images) || answer.images.some((image) => typeof image !== "string")) {
      throw new AiEngineError("the automatic1111 engine answered without images");
    }
    // ControlNet appends its detected maps after the results: keep the batch.
    return (answer.images as string[])
      .slice(0, request.variants)
      .map((image) => Buffer.from(image.replace(/^data:[^,]*,/, ""), "base64"));
  },
};
