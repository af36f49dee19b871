// Requests that must be answered before Next.js sees them: Next decodes path segments itself and
// answers a bare "500 Internal Server Error" for a percent-escape that does not decode, and a 308
// for a `..` segment; Node answers a bare 431 for a head past its limit. Here each gets the
// product's answer: the documented JSON error on API paths, the 404 page elsewhere.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { ApiError, errorBody, type ErrorShape } from "../api/errors";
import { REQUEST_ID_HEADER, requestIdFrom, withRequestIdInBody } from "../api/request-id";

/** Why a raw request path cannot be routed, or undefined when it can. */
export function malformedPathReason(rawUrl: string): string | undefined {
  const pathname = rawUrl.split(/[?#]/, 1)[0];
  for (const segment of pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return "contains a percent-escape that is not valid UTF-8";
    }
    if (decoded === "." || decoded === "..") return "contains a '.' or '..' segment";
    if (decoded.includes("\0")) return "contains a NUL character";
  }
  return undefined;
}

export const isApiPath = (rawUrl: string) => rawUrl.startsWith("/api/");
const shapeOf = (rawUrl: string): ErrorShape => (rawUrl.startsWith("/api/v1/users") ? "nested" : "flat");

export function apiErrorJson(error: ApiError, rawUrl: string, requestId: string): string {
  return JSON.stringify(withRequestIdInBody(errorBody(error, shapeOf(rawUrl)), requestId));
}

/**
 * Answers a malformed path and returns true, or returns false for a path Next can route. Pages get
 * Next's own not-found answer (404) by routing the request to a path no page owns.
 */
export function answerMalformedPath(request: IncomingMessage, response: ServerResponse): boolean {
  const rawUrl = request.url ?? "/";
  const reason = malformedPathReason(rawUrl);
  if (!reason) return false;
  if (isApiPath(rawUrl)) {
    const error = new ApiError("INVALID_REQUEST", `path: ${reason}.`, [{ field: "path", message: reason }]);
    const requestId = requestIdFrom(request.headers[REQUEST_ID_HEADER.toLowerCase()] as string | undefined);
    response.writeHead(400, {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      [REQUEST_ID_HEADER]: requestId,
    });
    response.end(apiErrorJson(error, rawUrl, requestId));
    return true;
  }
  request.url = "/_not-found-malformed-path";
  return false;
}

const HEAD_TOO_LARGE = "HPE_HEADER_OVERFLOW";

/**
 * Node's `clientError`: a request it could not parse (a head past --max-http-header-size, 16 KB by
 * default, or broken HTTP). Answers 431 or 400 with the documented JSON body instead of Node's bare
 * status line, then closes the connection (the parser cannot go on after such a request).
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === HEAD_TOO_LARGE;
  const apiError = tooLarge
    ? new ApiError(
        "HEADERS_TOO_LARGE",
        "The request line and headers exceed 16 KB: send long inputs in a POST body instead of the query string.",
      )
    : new ApiError("INVALID_REQUEST", "The request is not valid HTTP.");
  // The head was not read, so no X-Request-Id of the caller's can be kept: a new one.
  const requestId = requestIdFrom(undefined);
  const body = JSON.stringify(withRequestIdInBody(errorBody(apiError, "flat"), requestId));
  const reason = tooLarge ? "Request Header Fields Too Large" : "Bad Request";
  socket.end(
    `HTTP/1.1 ${apiError.status} ${reason}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n${REQUEST_ID_HEADER}: ${requestId}\r\nConnection: close\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
