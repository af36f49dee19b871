import { CLIENT_IP_HEADER } from "@/lib/api/client-ip";
import { GET as streamCode } from "@/app/api/v1/qrcodes/[id]/scans/stream/route";
import { GET as streamWorkspace } from "@/app/api/v1/scans/stream/route";
import { randomIp } from "../helpers/http";

export interface SseEvent {
  /** "message" when the frame names none; "comment" for a `:` line alone (heartbeats). */
  event: string;
  id?: string;
  data?: string;
  retry?: string;
}

/** Reads Server-Sent Events frames from a response body, as an EventSource would parse them. */
export function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let ended = false;
  const parse = (frame: string): SseEvent => {
    const event: SseEvent = { event: "message" };
    const lines = frame.split("\n");
    if (lines.every((line) => line.startsWith(":"))) return { event: "comment", data: lines.join("\n") };
    for (const line of lines) {
      const [field, ...rest] = line.split(":");
      const value = rest.join(":").replace(/^ /, "");
      if (field === "event") event.event = value;
      else if (field === "id") event.id = value;
      else if (field === "retry") event.retry = value;
      else if (field === "data") event.data = event.data === undefined ? value : `${event.data}\n${value}`;
    }
    return event;
  };
  /** The next frame (undefined once the stream ended); rejects after `timeoutMs` or if the server dropped it. */
  async function next(timeoutMs = 10_000): Promise<SseEvent | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = text.indexOf("\n\n");
      if (end >= 0) {
        const frame = text.slice(0, end);
        text = text.slice(end + 2);
        return parse(frame);
      }
      if (ended) return undefined;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("no event in time");
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("no event in time")), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) ended = true;
      else text += decoder.decode(chunk.value, { stream: true });
    }
  }
  return {
    next,
    /** The next frame other than comments and `filtered` (unless asked for). */
    async nextOf(kind: string, timeoutMs = 10_000): Promise<SseEvent | undefined> {
      for (;;) {
        const event = await next(timeoutMs);
        if (!event || event.event === kind) return event;
      }
    },
    close: () => reader.cancel().catch(() => {}),
  };
}

export type StreamHeaders = Record<string, string>;

/** Opens a stream through its route handler as Next would call it; `close` aborts the request. */
export async function openStream(headers: StreamHeaders, qrCodeId?: string) {
  const controller = new AbortController();
  const path = qrCodeId ? `/api/v1/qrcodes/${qrCodeId}/scans/stream` : "/api/v1/scans/stream";
  const request = new Request(`http://localhost:3000${path}`, {
    headers: { ...headers, [CLIENT_IP_HEADER]: randomIp() },
    signal: controller.signal,
  });
  const handler = qrCodeId ? streamCode : streamWorkspace;
  const response = await handler(request, { params: Promise.resolve(qrCodeId ? { id: qrCodeId } : {}) });
  return { response, abort: () => controller.abort() };
}
