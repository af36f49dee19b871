import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { getConfig } from "../../config/env";
import bundledWorkflow from "./comfyui-workflow.json";
import { engineJson, engineRequest, engineUrl } from "./engine-request";
import { pollEngine } from "./poll-engine";
import { AiEngineError, type AiProvider, type GenerateRequest } from "./provider-types";

type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;
type OutputImage = { filename: string; subfolder?: string; type?: string };
type HistoryEntry = {
  status?: { status_str?: string; completed?: boolean; messages?: unknown[] };
  outputs?: Record<string, { images?: OutputImage[] }>;
};

/** The roles the provider fills in, and their node ids in the bundled workflow (AI_COMFYUI_NODES overrides). */
export const COMFYUI_NODE_DEFAULTS = {
  checkpoint: "1",
  positive: "2",
  negative: "3",
  image: "4",
  controlnet: "5",
  control: "6",
  latent: "7",
  sampler: "8",
  output: "10",
};
type Role = keyof typeof COMFYUI_NODE_DEFAULTS;

export function comfyNodes(spec: string | undefined): Record<Role, string> {
  const nodes = { ...COMFYUI_NODE_DEFAULTS };
  for (const pair of (spec ?? "").split(",").filter(Boolean)) {
    const [role, id] = pair.split("=").map((part) => part.trim());
    if (role in nodes && id) nodes[role as Role] = id;
  }
  return nodes;
}

function loadWorkflow(path: string | undefined): Workflow {
  if (!path) return structuredClone(bundledWorkflow) as Workflow;
  try {
    return JSON.parse(readFileSync(path, "utf8")) as Workflow;
  } catch (error) {
    throw new AiEngineError(
      `AI_COMFYUI_WORKFLOW (${path}) could not be read as a workflow JSON: ${(error as Error).message}`,
    );
  }
}

function setInput(workflow: Workflow, id: string, role: Role, input: string, value: unknown) {
  const node = workflow[id];
  if (!node?.inputs) throw new AiEngineError(`the ComfyUI workflow has no node ${id} for ${role} (AI_COMFYUI_NODES)`);
  node.inputs[input] = value;
}

/** multipart/form-data for ComfyUI's /upload/image: the control image under a name unique to this attempt. */
function uploadForm(png: Buffer, name: string) {
  const boundary = `codebeam${randomUUID().replaceAll("-", "")}`;
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="${name}"\r\ncontent-type: image/png\r\n\r\n`;
  const tail = `\r\n--${boundary}\r\ncontent-disposition: form-data; name="overwrite"\r\n\r\ntrue\r\n--${boundary}--\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), png, Buffer.from(tail)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * ComfyUI: uploads the QR as the control image, queues the workflow (lib/ai/providers/comfyui-workflow.json
 * or AI_COMFYUI_WORKFLOW) with the prompt, seed, batch and ControlNet strength filled into the nodes
 * AI_COMFYUI_NODES names, polls /history until the prompt finishes, then downloads each output via /view.
 */
export const comfyuiProvider: AiProvider = {
  name: "comfyui",
  async generate(request: GenerateRequest): Promise<Buffer[]> {
    const config = getConfig();
    const nodes = comfyNodes(config.AI_COMFYUI_NODES);
    const form = uploadForm(request.controlPng, `codebeam-control-${randomUUID()}.png`);
    const uploaded = await engineJson<{ name?: string; subfolder?: string }>(engineUrl("upload/image"), {
      rawBody: form.body,
      headers: { "content-type": form.contentType },
    });
    if (typeof uploaded.name !== "string")
      throw new AiEngineError("the comfyui engine did not accept the control image");
    const workflow = loadWorkflow(config.AI_COMFYUI_WORKFLOW);
    const controlName = /\.[a-z]+$/i.test(config.AI_CONTROL_MODEL)
      ? config.AI_CONTROL_MODEL
      : `${config.AI_CONTROL_MODEL}.safetensors`;
    if (config.AI_MODEL) setInput(workflow, nodes.checkpoint, "checkpoint", "ckpt_name", config.AI_MODEL);
    setInput(workflow, nodes.controlnet, "controlnet", "control_net_name", controlName);
    setInput(workflow, nodes.positive, "positive", "text", request.prompt);
    setInput(workflow, nodes.negative, "negative", "text", request.negativePrompt ?? "");
    setInput(
      workflow,
      nodes.image,
      "image",
      "image",
      uploaded.subfolder ? `${uploaded.subfolder}/${uploaded.name}` : uploaded.name,
    );
    setInput(workflow, nodes.control, "control", "strength", request.controlWeight);
    // More art lets the sampler leave the QR's grip earlier in the denoising.
    setInput(workflow, nodes.control, "control", "end_percent", Math.round((1 - 0.3 * request.strength) * 100) / 100);
    setInput(workflow, nodes.latent, "latent", "batch_size", request.variants);
    setInput(workflow, nodes.sampler, "sampler", "seed", request.seed ?? Math.floor(Math.random() * 2 ** 31));
    const queued = await engineJson<{ prompt_id?: string; error?: unknown }>(engineUrl("prompt"), {
      body: { prompt: workflow, client_id: "codebeam" },
    });
    if (typeof queued.prompt_id !== "string") throw new AiEngineError("the comfyui engine did not queue the workflow");
    const promptId = queued.prompt_id;
    const entry = await pollEngine(async () => {
      const history = await engineJson<Record<string, HistoryEntry>>(
        engineUrl(`history/${encodeURIComponent(promptId)}`),
      );
      const found = history[promptId];
      if (found?.status?.status_str === "error")
        throw new AiEngineError(
          `the comfyui engine failed the workflow: ${JSON.stringify(found.status.messages ?? []).slice(0, 200)}`,
        );
      return found?.outputs && (found.status?.completed ?? true) ? found : undefined;
    });
    const images = entry.outputs?.[nodes.output]?.images ?? [];
    if (images.length === 0)
      throw new AiEngineError(`the comfyui workflow finished without images at node ${nodes.output}`);
    return Promise.all(
      images.slice(0, request.variants).map(async (image) => {
        const query = new URLSearchParams({
          filename: image.filename,
          subfolder: image.subfolder ?? "",
          type: image.type ?? "output",
        });
        return (await engineRequest(engineUrl(`view?${query}`), { headers: { accept: "image/*" } })).body;
      }),
    );
  },
};
