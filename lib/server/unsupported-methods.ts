// Methods no route serves: Next.js throws on TRACE (a 500 with a stack trace in the log), answers
// other methods it does not know with a bare 400, Node's parser refuses made-up tokens before any
// handler runs and closes the connection on CONNECT. Here all of them get one answer, 405 with the
// methods the path does accept in Allow, and the API's error body under /api/.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { ApiError } from "../api/errors";
import { REQUEST_ID_HEADER, requestIdFrom } from "../api/request-id";
import { apiErrorJson, isApiPath } from "./malformed-requests";

/** What Next.js routes: route handlers export these, pages answer GET, HEAD and POST (server actions). */
const ROUTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/** Pages and short links (lib/short-links/node-short-links.ts serves GET, HEAD and a password form's POST). */
const PAGE_METHODS = ["GET", "HEAD", "POST"];

export const isRoutedMethod = (method: string | undefined) => method !== undefined && ROUTED_METHODS.has(method);

type RouteTable = { pattern: RegExp; methods: Set<string> }[];
let routeTable: Promise<RouteTable> | undefined;

/**
 * /api/v1's paths with the methods each route file exports, from the contracts (tests/openapi fails
 * when a route and its contract disagree). Imported on the first refused method only: the contracts
 * pull in every domain's schemas, which nothing else in this process needs.
 */
function loadRouteTable(): Promise<RouteTable> {
  routeTable ??= import("../openapi/all-contracts").then(({ ALL_CONTRACTS }) => {
    const byPath = new Map<string, Set<string>>();
    for (const contract of ALL_CONTRACTS)
      byPath.set(contract.path, (byPath.get(contract.path) ?? new Set()).add(contract.method));
    // Fewest parameters first: a static segment wins over a parameter, as in Next (/qrcodes/batch before /qrcodes/{id}).
    const paramCount = (path: string) => path.split("{").length;
    return [...byPath]
      .sort(([a], [b]) => paramCount(a) - paramCount(b))
      .map(([path, methods]) => ({ pattern: new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}/?$`), methods }));
  });
  return routeTable;
}

/** The methods `pathname` accepts, in Allow's order: a route's own plus HEAD (with GET) and OPTIONS, which Next adds. */
export async function allowedMethods(pathname: string): Promise<string[]> {
  if (!pathname.startsWith("/api/v1/")) return PAGE_METHODS;
  let table: RouteTable;
  try {
    table = await loadRouteTable();
  } catch (error) {
    // Never expected (the same modules serve every route); the answer stays a 405, and a later request retries.
    console.error("unsupported method: the route table did not load:", error);
    routeTable = undefined;
    return PAGE_METHODS;
  }
  const route = table.find(({ pattern }) => pattern.test(pathname));
  if (!route) return PAGE_METHODS;
  const methods = new Set([...route.methods, "OPTIONS"]);
  if (methods.has("GET")) methods.add("HEAD");
  return METHOD_ORDER.filter((method) => methods.has(method));
}

interface Answer {
  headers: Record<string, string>;
  body: string;
}

/** The 405 for `method` on `target` (a request target: a path, or CONNECT's host:port). */
export async function unsupportedMethodAnswer(
  method: string,
  target: string,
  sentRequestId: string | undefined,
): Promise<Answer> {
  const pathname = target.startsWith("/") ? target.split(/[?#]/, 1)[0] : "/";
  const allow = (await allowedMethods(pathname)).join(", ");
  const headers: Record<string, string> = { Allow: allow, "Cache-Control": "no-store" };
  // The method is a token (the parser checked it), so it is safe to quote; the target is not quoted.
  const message = `${method} is not allowed here; allowed: ${allow}.`;
  if (!isApiPath(pathname))
    return {
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
      body: `Method Not Allowed: ${message}\n`,
    };
  const requestId = requestIdFrom(sentRequestId);
  const body = apiErrorJson(new ApiError("METHOD_NOT_ALLOWED", message), pathname, requestId);
  return {
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8", [REQUEST_ID_HEADER]: requestId },
    body,
  };
}

const requestIdOf = (request: IncomingMessage) =>
  request.headers[REQUEST_ID_HEADER.toLowerCase()] as string | undefined;

/** Answers a request whose method Next does not route and returns true; false for any other. */
export function answerUnsupportedMethod(request: IncomingMessage, response: ServerResponse): boolean {
  if (isRoutedMethod(request.method)) return false;
  void unsupportedMethodAnswer(request.method ?? "", request.url ?? "/", requestIdOf(request)).then(
    ({ headers, body }) => {
      response.writeHead(405, { ...headers, "Content-Length": String(Buffer.byteLength(body)) });
      response.end(body);
    },
  );
  return true;
}

/** A whole HTTP/1.1 405 written to a socket, which then closes (CONNECT, or a head the parser refused). */
async function writeRaw405(
  socket: Duplex,
  method: string,
  target: string,
  sentRequestId: string | undefined,
): Promise<void> {
  const { headers, body } = await unsupportedMethodAnswer(method, target, sentRequestId);
  if (!socket.writable) return;
  const lines = Object.entries({
    ...headers,
    Connection: "close",
    "Content-Length": String(Buffer.byteLength(body)),
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${lines.join("")}\r\n${body}`);
}

/** Node's `connect` event: a CONNECT request (this server is no proxy). Without a listener Node drops the connection. */
export function answerConnect(request: IncomingMessage, socket: Duplex): void {
  void writeRaw405(socket, "CONNECT", request.url ?? "/", requestIdOf(request));
}

// A request line whose method is a token (HTTP's method syntax) the parser does not know: it knows a fixed list.
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]{1,32}) (\S{1,8192}) HTTP\/1\.[01]\r?\n/;

/**
 * For Node's `clientError` with HPE_INVALID_METHOD: answers 405 when the raw head starts with a
 * well-formed request line (anything else, such as a TLS handshake, stays a 400) and returns true.
 */
export function answerUnknownMethod(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): boolean {
  if (error.code !== "HPE_INVALID_METHOD" || !error.rawPacket) return false;
  // As answerClientError: an answer already under way on this connection must not be interleaved.
  if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) return false;
  const match = REQUEST_LINE.exec(error.rawPacket.toString("latin1"));
  if (!match) return false;
  void writeRaw405(socket, match[1], match[2], undefined);
  return true;
}
