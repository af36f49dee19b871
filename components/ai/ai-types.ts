/** What the dashboard reads of GET /api/v1/qrcodes/ai/{generationId} (lib/ai/ai-schemas.ts). */
export interface AiVariantView {
  index: number;
  attempt: number;
  imageUrl: string;
  scannable: boolean;
  score: number;
}

export interface AiGenerationView {
  generationId: string;
  status: "QUEUED" | "RUNNING" | "SUCCEEDED" | "FAILED";
  progress: number;
  attempts: number;
  provider: string;
  variants: AiVariantView[];
  qrcode?: { id: string; shortLink: string; imageUrl: string; variant?: number };
  error?: string;
}

export interface AiEngineView {
  provider: string;
  generative: boolean;
  ok: boolean;
  detail: string;
}

/** Same-origin path of an absolute API URL (images are fetched with the session cookie). */
export const localPath = (url: string) => {
  const parsed = URL.parse(url);
  return parsed ? `${parsed.pathname}${parsed.search}` : url;
};

export const ENGINE_NAMES: Record<string, string> = {
  builtin: "Built-in halftone",
  automatic1111: "Stable Diffusion (AUTOMATIC1111)",
  comfyui: "ComfyUI",
  replicate: "Replicate",
};
