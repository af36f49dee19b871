import { CodebeamError, ConnectionError } from "./errors";
import type { Transport } from "./transport";
import type { LiveEvent } from "./types";

export interface StreamOptions {
  /** Ends the stream: the loop over it finishes. */
  signal?: AbortSignal;
  /** No byte for this long (the server sends a heartbeat every 15 s) means a dead connection: reconnect. Default 45 000. */
  idleMs?: number;
}

/** Server-Sent Events frames of a body, as an EventSource parses them (`id`, `event`, `data`, `retry`). */
async function* frames(body: ReadableStream<Uint8Array>, idleMs: number) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const idle = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ConnectionError(`No data for ${idleMs} ms`)), idleMs);
      });
      const chunk = await Promise.race([reader.read(), idle]).finally(() => clearTimeout(timer));
      if (chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true }).replace(/\r\n?/g, "\n");
      for (let end = text.indexOf("\n\n"); end >= 0; end = text.indexOf("\n\n")) {
        const fields: Record<string, string> = {};
        for (const line of text.slice(0, end).split("\n")) {
          const colon = line.indexOf(":");
          if (colon === 0) continue; // a comment: the heartbeat
          const name = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
          fields[name] = name === "data" && "data" in fields ? `${fields.data}\n${value}` : value;
        }
        text = text.slice(end + 2);
        yield fields;
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * A live stream as an async iterator: reconnects after a dropped connection or a 5xx with
 * `Last-Event-ID` (the server replays what was missed, or yields `reset`); a refusal (bad key,
 * 404, 429) throws its error class. Ends when `signal` aborts or the loop breaks.
 */
export async function* liveEvents(t: Transport, path: string, options: StreamOptions = {}): AsyncGenerator<LiveEvent> {
  const controller = new AbortController();
  const stop = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) return;
  options.signal?.addEventListener("abort", stop, { once: true });
  let lastEventId: string | undefined;
  let retryMs = 3000;
  try {
    for (let failures = 0; !controller.signal.aborted; ) {
      try {
        const response = await t.openStream(path, lastEventId, controller.signal);
        for await (const frame of frames(response.body!, options.idleMs ?? 45_000)) {
          failures = 0;
          if (frame.retry && /^\d+$/.test(frame.retry)) retryMs = Number(frame.retry);
          if (frame.id) lastEventId = frame.id;
          if (frame.data === undefined) continue;
          const data = JSON.parse(frame.data);
          if (frame.event === "scan") yield { type: "scan", scan: data };
          else if (frame.event === "filtered") yield { type: "filtered", filtered: data };
          else if (frame.event === "reset") yield { type: "reset", reason: data.reason };
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        // A refusal is final; anything else (a dropped body: fetch's "terminated", a 5xx) is a reconnect.
        const transient = !(error instanceof CodebeamError) || error instanceof ConnectionError || error.status >= 500;
        if (!transient) throw error;
        failures++;
      }
      await sleep(Math.min(retryMs * 2 ** Math.max(0, failures - 1), 60_000), controller.signal);
    }
  } finally {
    options.signal?.removeEventListener("abort", stop);
    controller.abort();
  }
}
