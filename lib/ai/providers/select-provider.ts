import { getConfig } from "../../config/env";
import { automatic1111Provider } from "./automatic1111-provider";
import { builtinProvider } from "./builtin-provider";
import { comfyuiProvider } from "./comfyui-provider";
import type { AiProvider } from "./provider-types";
import { replicateProvider } from "./replicate-provider";

const PROVIDERS: Record<string, AiProvider> = {
  automatic1111: automatic1111Provider,
  comfyui: comfyuiProvider,
  replicate: replicateProvider,
};

/** The engine AI_PROVIDER names. */
export function selectProvider(): AiProvider {
  return PROVIDERS[getConfig().AI_PROVIDER] ?? builtinProvider;
}
