import { getConfig } from "../config/env";
import { engineRequest, engineUrl } from "./providers/engine-request";

export interface AiEngineStatus {
  provider: string;
  /** false for builtin: a halftone drawn from a reference image, no model. */
  generative: boolean;
  ok: boolean;
  detail: string;
  checkedAt: string;
}

/** A cheap request each engine answers when it is up. */
const PROBES: Record<string, string> = {
  automatic1111: "sdapi/v1/progress?skip_current_image=true",
  comfyui: "system_stats",
  replicate: "v1/account",
};
const CACHE_MS = 30_000;
const PROBE_TIMEOUT_MS = 3000;
let cached: { at: number; provider: string; status: Promise<AiEngineStatus> } | undefined;

async function probe(provider: string): Promise<AiEngineStatus> {
  const checkedAt = new Date().toISOString();
  const path = PROBES[provider];
  if (!path)
    return {
      provider,
      generative: false,
      ok: true,
      detail: "builtin: a halftone code drawn from a reference image; not generative",
      checkedAt,
    };
  try {
    await engineRequest(engineUrl(path), { timeoutMs: PROBE_TIMEOUT_MS });
    return { provider, generative: true, ok: true, detail: `the ${provider} engine answers`, checkedAt };
  } catch (error) {
    return { provider, generative: true, ok: false, detail: (error as Error).message.slice(0, 300), checkedAt };
  }
}

/** The configured AI engine and whether it answers (probed at most every 30 s, shared by callers). */
export function getAiEngineStatus(): Promise<AiEngineStatus> {
  const provider = getConfig().AI_PROVIDER;
  if (!cached || cached.provider !== provider || Date.now() - cached.at > CACHE_MS)
    cached = { at: Date.now(), provider, status: probe(provider) };
  return cached.status;
}

export function resetAiEngineStatusForTests(): void {
  cached = undefined;
}
