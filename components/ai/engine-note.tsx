import { Badge } from "@/components/ui/badge";
import { type AiEngineView, ENGINE_NAMES } from "./ai-types";

/** Which engine draws the art, whether it is generative, and whether it answers right now. */
export function EngineNote({ engine }: { engine: AiEngineView }) {
  return (
    <div className="space-y-2 text-sm text-zinc-700" data-testid="ai-engine">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-zinc-900">{ENGINE_NAMES[engine.provider] ?? engine.provider}</span>
        <Badge tone={engine.ok ? "success" : "danger"}>{engine.ok ? "Ready" : "Not answering"}</Badge>
      </div>
      {engine.generative ? (
        <p>A generative model paints the picture from your prompt, guided by the code's shape.</p>
      ) : (
        <p>
          This server has no generative model set up. The built-in engine is <strong>not generative</strong>: it draws a
          halftone code from your reference picture (the prompt is kept with the code). An administrator can connect
          Stable Diffusion, ComfyUI or Replicate.
        </p>
      )}
      {!engine.ok ? (
        <p className="text-red-700">
          The engine is not answering; generations will fail until it is back. Nothing is charged for a failure.
        </p>
      ) : null}
    </div>
  );
}
