import { IncomingMessage, type ServerResponse } from "node:http";

/**
 * The largest body server.ts lets through to anything but /api/v1 (which caps its own JSON bodies
 * at MAX_BODY_BYTES in withApi): next-auth's forms and the sign-up call need a few KB, and the
 * dashboard sends everything else (batch import, logos as URLs) to /api/v1.
 */
export const FORM_BODY_LIMIT = 64 * 1024;

/** True for requests whose body /api/v1's own limit governs; dot segments resolved as Next does. */
export function isApiV1(url: string | undefined): boolean {
  let path: string;
  try {
    path = new URL(url ?? "/", "http://localhost").pathname;
  } catch {
    return false; // not a URL Next would route either: capped like any other
  }
  return path === "/api/v1" || path.startsWith("/api/v1/");
}

/**
 * Lets a request on only if its body fits `limit` bytes; otherwise answers 413 and stops reading.
 * A declared Content-Length is checked up front (Node's parser never delivers more than it). A
 * chunked body is read here, counting, and handed on as a replay of what arrived. Resolves to the
 * request to pass on, or null when it was answered.
 */
export function capRequestBody(
  request: IncomingMessage,
  response: ServerResponse,
  limit: number,
): Promise<IncomingMessage | null> | IncomingMessage | null {
  const declared = request.headers["content-length"];
  if (declared !== undefined) {
    if (Number(declared) <= limit) return request;
    tooLarge(response, limit);
    return null;
  }
  if (request.headers["transfer-encoding"] === undefined) return request; // no body
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: IncomingMessage | null) => {
      request.off("data", onData).off("end", onEnd).off("error", onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      request.pause();
      tooLarge(response, limit);
      finish(null);
    };
    const onEnd = () => finish(replay(request, Buffer.concat(chunks, size)));
    const onError = () => finish(null); // the client went away
    request.on("data", onData).on("end", onEnd).on("error", onError);
  });
}

function tooLarge(response: ServerResponse, limit: number): void {
  // Connection: close, so the rest of an oversized body is never read.
  response.writeHead(413, {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    connection: "close",
  });
  response.end(`Request body too large: at most ${limit} bytes here.\n`);
}

/** The same request with its (fully read) body as a Content-Length body, for Next to read. */
function replay(original: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(original.socket);
  copy.method = original.method;
  copy.url = original.url;
  copy.httpVersion = original.httpVersion;
  copy.httpVersionMajor = original.httpVersionMajor;
  copy.httpVersionMinor = original.httpVersionMinor;
  const { "transfer-encoding": _chunked, ...headers } = original.headers;
  copy.headers = { ...headers, "content-length": String(body.length) };
  copy.rawHeaders = Object.entries(copy.headers).flatMap(([name, value]) =>
    Array.isArray(value) ? value.flatMap((item) => [name, item]) : [name, value ?? ""],
  );
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}
