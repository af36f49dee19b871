import { getConfig } from "../../config/env";
import { automatic1111Provider } from "./automatic1111-provider";
import { builtinProvider } from "./builtin-provider";
import type { AiProvider } from "./provider-types";

/** The engine AI_PROVIDER names. */
export function selectProvider(): AiProvider {
  const name = getConfig().AI_PROVIDER;
  if (name === "automatic1111") return automatic1111Provider;
  return builtinProvider;
}
