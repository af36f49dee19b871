import { randomInt } from "node:crypto";
import { CLIENT_IP_HEADER } from "@/lib/api/client-ip";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as it is. */
  body?: unknown;
  params?: Record<string, string>;
  /** Client IP; a random one by default so anonymous limits do not leak between tests. */
  ip?: string;
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Calls a route handler the way Next does, with a real Request. */
export async function call<T = any>(handler: Handler, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  headers.set(CLIENT_IP_HEADER, options.ip ?? randomIp());
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const request = new Request(`http://localhost:3000${path}`, { method: options.method ?? "GET", headers, body });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
    return { status: response.status, headers: response.headers, body: (await firstFrame(response)) as T };
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  // Binary answers (images, PDFs, archives) stay a Buffer; everything else is read as JSON, or text.
  if (/^(image\/(?!svg)|application\/(pdf|zip))/.test(response.headers.get("content-type") ?? "")) {
    return { status: response.status, headers: response.headers, body: bytes as T };
  }
  const text = bytes.toString("utf8");
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: leave the text
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/** An event stream stays open: its first frame stands for the answer, then the reader leaves. */
async function firstFrame(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("\n\n")) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel();
  return text;
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
