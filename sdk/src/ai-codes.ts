import { CodebeamError } from "./errors";
import type { RequestOptions, Transport } from "./transport";
import type * as T from "./types";

const at = (id: string) => encodeURIComponent(id);

export interface WaitOptions extends RequestOptions {
  /** Between two looks, in ms; default 1000. */
  intervalMs?: number;
  /** Give up after this many ms (a CodebeamError with code WAIT_TIMEOUT); default 10 minutes. */
  timeoutMs?: number;
}

/** AI mode: artistic codes that are only saved (and charged) when they scan. */
export class AiCodes {
  constructor(private readonly t: Transport) {}

  /** Queues a generation (202); follow it with `get` or `waitFor`. Retries never queue twice. */
  create(params: T.CreateAiCodeParams, options?: RequestOptions): Promise<T.QueuedAiGeneration> {
    return this.t.request({ method: "POST", path: "/api/v1/qrcodes/ai", body: params, idempotent: true }, options);
  }

  get(generationId: string, options?: RequestOptions): Promise<T.AiGeneration> {
    return this.t.request({ method: "GET", path: `/api/v1/qrcodes/ai/${at(generationId)}` }, options);
  }

  /** Polls the generation until it SUCCEEDED or FAILED, and returns it (a FAILED one is returned, not thrown). */
  async waitFor(generationId: string, options: WaitOptions = {}): Promise<T.AiGeneration> {
    const { intervalMs = 1000, timeoutMs = 600_000, ...request } = options;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const generation = await this.get(generationId, request);
      if (generation.status === "SUCCEEDED" || generation.status === "FAILED") return generation;
      if (Date.now() + intervalMs > deadline) {
        throw new CodebeamError({
          status: 0,
          code: "WAIT_TIMEOUT",
          message: `Generation ${generationId} is still ${generation.status} after ${timeoutMs} ms.`,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }

  /** Shows another scannable variant of a succeeded generation on its saved code (free). */
  chooseVariant(generationId: string, variant: number, options?: RequestOptions): Promise<T.AiGeneration> {
    return this.t.request(
      { method: "POST", path: `/api/v1/qrcodes/ai/${at(generationId)}/choose`, body: { variant } },
      options,
    );
  }

  /** One candidate image (PNG bytes). */
  getVariantImage(generationId: string, index: number, options?: RequestOptions): Promise<Uint8Array> {
    return this.t.request(
      { method: "GET", path: `/api/v1/qrcodes/ai/${at(generationId)}/variants/${index}`, binary: true },
      options,
    );
  }

  /** A new image for an AI code under the same short link (charged again when it is saved). */
  regenerate(
    id: string,
    params: T.RegenerateAiCodeParams = {},
    options?: RequestOptions,
  ): Promise<T.QueuedAiGeneration> {
    return this.t.request(
      { method: "POST", path: `/api/v1/qrcodes/${at(id)}/regenerate`, body: params, idempotent: true },
      options,
    );
  }
}
